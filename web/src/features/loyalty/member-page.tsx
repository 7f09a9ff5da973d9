import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { RequireAuth } from '../identity/index.ts';
import { useT } from '../../texts/texts.tsx';
import { useMyMembership } from './api.ts';
import { MembershipOnboarding } from './membership-onboarding.tsx';

/** loyalty-pos.md §1 and §6: a member is identified only by the query parameter 'number'. */
function useMembershipNumber(): string | null {
  const [searchParams] = useSearchParams();
  const number = searchParams.get('number')?.trim();
  return number ? number : null;
}

/** loyalty-pos.md §2 and §9: the member area's content width is capped at 1440 px. */
function MemberPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">{children}</div>;
}

/**
 * The member screens are for the member's own account (and cashiers): a signed-out visitor is sent to
 * sign in and comes back to the same URL (decision 009). With `?number=` they show that member (the server
 * answers 403 to an account that does not own it); without, the signed-in account's own membership,
 * or the ways to get one (Join, link my card). `children` gets the number.
 */
export function MemberPage({ children }: { children: (membershipNumber: string) => ReactNode }) {
  const membershipNumber = useMembershipNumber();
  return (
    <MemberPageFrame>
      <RequireAuth>{membershipNumber ? children(membershipNumber) : <OwnMembership>{children}</OwnMembership>}</RequireAuth>
    </MemberPageFrame>
  );
}

/** The signed-in account's membership, or Join / link my card when it has none. */
function OwnMembership({ children }: { children: (membershipNumber: string) => ReactNode }) {
  const mine = useMyMembership();
  if (mine.isError) return <MemberLoadError error={mine.error} />;
  if (!mine.data) return null; // the global loading indicator shows meanwhile
  return mine.data.membershipNumber ? children(mine.data.membershipNumber) : <MembershipOnboarding />;
}

function MemberNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-100">
      <h1 className="text-xl font-bold text-ink">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}

/**
 * loyalty-pos.md §8: a failed load shows an error toast with the error's message. The page also keeps
 * the message on screen (an unknown number must not leave a blank page).
 */
export function MemberLoadError({ error }: { error: unknown }) {
  const t = useT();
  const message = errorMessage(error);
  useEffect(() => {
    console.warn('Failed to load the member area', error);
    toast.error(message, { id: message });
  }, [error, message]);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return (
      <MemberNotice title={t('loyalty.area.otherAccount.title')}>
        {t.rich('loyalty.area.otherAccount.text', {
          link: (chunks) => (
            <QueryLink to={paths.loyalty.href()} drop={['number']} className="font-semibold text-navy underline">
              {chunks}
            </QueryLink>
          ),
        })}
      </MemberNotice>
    );
  }
  return <MemberNotice title={status === 404 ? t('loyalty.area.notFound') : t('loyalty.area.loadFailed')}>{message}</MemberNotice>;
}

export function BackToDashboard({ membershipNumber }: { membershipNumber: string }) {
  const t = useT();
  return (
    <QueryLink to={paths.loyalty.href({ number: membershipNumber })} className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('loyalty.area.backToDashboard')}
    </QueryLink>
  );
}

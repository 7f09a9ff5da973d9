import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../paths.ts';
import { QueryLink } from '../../ui/query-link.tsx';
import { errorMessage } from '../../ui/error-message.ts';

/** loyalty-pos.md §1 and §6: a member is identified only by the query parameter 'number'. */
export function useMembershipNumber(): string | null {
  const [searchParams] = useSearchParams();
  const number = searchParams.get('number')?.trim();
  return number ? number : null;
}

/** loyalty-pos.md §2 and §9: the member area's content width is capped at 1440 px. */
export function MemberPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">{children}</div>;
}

/**
 * The member screens need a membership number: without one they say so instead of rendering empty
 * cards. `children` gets the number.
 */
export function MemberPage({ children }: { children: (membershipNumber: string) => ReactNode }) {
  const membershipNumber = useMembershipNumber();
  return (
    <MemberPageFrame>
      {membershipNumber ? (
        children(membershipNumber)
      ) : (
        <MemberNotice title="Nomor member tidak ada">
          Buka halaman ini dengan nomor member Anda, misalnya <code className="whitespace-nowrap rounded bg-slate-100 px-1">{paths.loyalty.href({ number: '1001' })}</code>.
        </MemberNotice>
      )}
    </MemberPageFrame>
  );
}

export function MemberNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-100">
      <h1 className="text-xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </div>
  );
}

/**
 * loyalty-pos.md §8: a failed load shows an error toast with the error's message. The page also keeps
 * the message on screen (an unknown number must not leave a blank page).
 */
export function MemberLoadError({ error }: { error: unknown }) {
  const message = errorMessage(error);
  useEffect(() => {
    console.warn('Failed to load the member area', error);
    toast.error(message, { id: message });
  }, [error, message]);
  const unknownMember = error instanceof ApiError && error.status === 404;
  return <MemberNotice title={unknownMember ? 'Member tidak ditemukan' : 'Data member gagal dimuat'}>{message}</MemberNotice>;
}

export function BackToDashboard({ membershipNumber }: { membershipNumber: string }) {
  return (
    <QueryLink to={paths.loyalty.href({ number: membershipNumber })} className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> Kembali ke Loyalty
    </QueryLink>
  );
}

import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { AdminPage } from '../admin-page.tsx';
import { useMayAct } from '../session.tsx';
import { EarningTab } from './earning-tab.tsx';
import { GamesTab } from './games-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { ReferralsTab } from './referrals-tab.tsx';
import { RewardsTab } from './rewards-tab.tsx';
import { RulesTab } from './rules-tab.tsx';
import { VouchersTab } from './vouchers-tab.tsx';
import { useT } from '../../../texts/texts.tsx';

export const PROGRAMME_TABS = [{ id: 'rewards' }, { id: 'vouchers' }, { id: 'games' }, { id: 'earning' }, { id: 'rules' }, { id: 'messages' }, { id: 'referrals' }] as const;
type TabId = (typeof PROGRAMME_TABS)[number]['id'];

/**
 * The loyalty programme (decision 021), one section with seven tabs (birthdays and tiers: decision 031; members' messages: decision 032; referrals: decision 033) (the tab is in the address, so a link
 * or a reload keeps it). Managers see everything read-only; admins change it. Changes apply to new
 * activity only: what was issued keeps its terms (decision 021).
 */
export function ProgrammePage() {
  const t = useT();
  const [search] = useSearchParams();
  const tab: TabId = PROGRAMME_TABS.find((candidate) => candidate.id === search.get('tab'))?.id ?? 'rewards';
  const mayEdit = useMayAct('admin');
  return (
    <AdminPage
      title={t('backOffice.programme.title')}
      intro={mayEdit ? t('backOffice.programme.intro') : t('backOffice.programme.readOnly')}
    >
      <nav aria-label={t('backOffice.programme.sections')} className="-mb-2 flex gap-1 overflow-x-auto border-b border-slate-200">
        {PROGRAMME_TABS.map(({ id }) => (
          <Link
            key={id}
            to={paths.adminProgramme.href({ tab: id })}
            aria-current={id === tab ? 'page' : undefined}
            className={`whitespace-nowrap border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 ${
              id === tab ? 'border-navy text-navy' : 'border-transparent text-slate-600 hover:text-ink'
            }`}
          >
            {t(`backOffice.programme.tab.${id}`)}
          </Link>
        ))}
      </nav>
      {tab === 'rewards' && <RewardsTab />}
      {tab === 'vouchers' && <VouchersTab />}
      {tab === 'games' && <GamesTab />}
      {tab === 'earning' && <EarningTab />}
      {tab === 'rules' && <RulesTab />}
      {tab === 'messages' && <MessagesTab />}
      {tab === 'referrals' && <ReferralsTab />}
    </AdminPage>
  );
}

import { and, asc, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import { replySubject, type CaseStatus } from '#domain/back-office/cases.ts';
import { CASES_PAGE_SIZE, type CaseDetail, type CaseSummary } from '#domain/back-office/api/admin.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { caseReplies, cases } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/auth.ts';
import type { Mailer, StoredMail } from '../../platform/mail/mailer.ts';
import { likePrefix } from '../../platform/db/sql.ts';
import { backOfficeWrite } from '../../platform/audit.ts';
import type { Language } from '#domain/platform/language.ts';
import { translate } from '../../platform/texts.ts';

type CaseRow = typeof cases.$inferSelect;

const summaryOf = (row: CaseRow): CaseSummary => ({
  id: row.id,
  caseNumber: row.caseNumber,
  name: row.name,
  email: row.email,
  subject: row.subject,
  status: row.status,
  assigneeEmail: row.assigneeEmail,
  createdAt: row.createdAt.toISOString(),
});

export async function listCases(db: Database, filters: { status?: CaseStatus | undefined; q?: string | undefined; before?: number | undefined }) {
  const q = filters.q?.trim() ?? '';
  const rows = await db
    .select()
    .from(cases)
    .where(
      and(
        filters.status ? eq(cases.status, filters.status) : undefined,
        q
          ? or(
              like(cases.caseNumber, likePrefix(q.toUpperCase())),
              like(sql`lower(${cases.email})`, likePrefix(q.toLowerCase())),
              like(sql`lower(${cases.subject})`, likePrefix(q.toLowerCase())),
              like(sql`lower(${cases.subject})`, `% ${likePrefix(q.toLowerCase())}`),
            )
          : undefined,
        filters.before ? lt(cases.id, filters.before) : undefined,
      ),
    )
    .orderBy(desc(cases.id))
    .limit(CASES_PAGE_SIZE + 1);
  const page = rows.slice(0, CASES_PAGE_SIZE);
  return { cases: page.map(summaryOf), nextBefore: rows.length > CASES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

async function caseRow(executor: Executor, caseNumber: string, lock = false): Promise<CaseRow> {
  const query = executor.select().from(cases).where(eq(cases.caseNumber, caseNumber));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound({ key: 'backOffice.errors.cases.notFound', values: { number: caseNumber } });
  return row;
}

async function detailOf(executor: Executor, row: CaseRow): Promise<CaseDetail> {
  const replies = await executor.select().from(caseReplies).where(eq(caseReplies.caseId, row.id)).orderBy(asc(caseReplies.id));
  return {
    ...summaryOf(row),
    phone: row.phone,
    description: row.description,
    assigneeUserId: row.assigneeUserId,
    replies: replies.map((reply) => ({ id: reply.id, authorEmail: reply.authorEmail, body: reply.body, createdAt: reply.createdAt.toISOString() })),
  };
}

export async function getCase(db: Database, caseNumber: string): Promise<CaseDetail> {
  return detailOf(db, await caseRow(db, caseNumber));
}

export async function updateCase(
  db: Database,
  actor: Principal,
  caseNumber: string,
  change: { status?: CaseStatus | undefined; assignee?: 'me' | null | undefined },
): Promise<CaseDetail> {
  return backOfficeWrite(db, actor, async (tx) => {
    const current = await caseRow(tx, caseNumber, true);
    const next = {
      status: change.status ?? current.status,
      assigneeUserId: change.assignee === undefined ? current.assigneeUserId : change.assignee === 'me' ? actor.sub : null,
      assigneeEmail: change.assignee === undefined ? current.assigneeEmail : change.assignee === 'me' ? actor.email : null,
    };
    const [updated] = await tx.update(cases).set(next).where(eq(cases.id, current.id)).returning();
    if (!updated) throw new NotFound({ key: 'backOffice.errors.cases.notFound', values: { number: caseNumber } });
    const unchanged = next.status === current.status && next.assigneeUserId === current.assigneeUserId;
    return {
      result: await detailOf(tx, updated),
      audit: unchanged
        ? null
        : {
            action: 'case.update',
            entity: 'case',
            entityId: caseNumber,
            before: { status: current.status, assignee: current.assigneeEmail ?? current.assigneeUserId },
            after: { status: next.status, assignee: next.assigneeEmail ?? next.assigneeUserId },
          },
    };
  });
}

/**
 * Answers a case: the reply, its e-mail in the outbox (platform/mail/mailer.ts), the status 'answered' (and the
 * case assigned to whoever answered, if nobody had it) and the audit entry, in one transaction. The
 * e-mail leaves once that has committed; one that fails to send stays queued and is tried again. The
 * e-mail is worded in `language`: a case keeps no language of its own, so the caller gives the shop's.
 */
export async function replyToCase(db: Database, mailer: Mailer, actor: Principal, caseNumber: string, body: string, language: Language): Promise<CaseDetail> {
  const t = translate(language);
  let stored: StoredMail | null = null;
  const detail = await backOfficeWrite(db, actor, async (tx) => {
    const current = await caseRow(tx, caseNumber, true);
    const mail = await mailer.store(tx, {
      to: current.email,
      subject: replySubject(current.caseNumber, current.subject, t('backOffice.mail.caseReply.subjectFallback')),
      body: t('backOffice.mail.caseReply.body', { name: current.name || t('backOffice.mail.caseReply.customer'), body, caseNumber: current.caseNumber }),
      link: null,
      kind: 'caseReply',
    });
    await tx.insert(caseReplies).values({ caseId: current.id, authorUserId: actor.sub, authorEmail: actor.email, body, mailOutboxId: mail.id });
    const [updated] = await tx
      .update(cases)
      .set({
        status: 'answered',
        ...(current.assigneeUserId ? {} : { assigneeUserId: actor.sub, assigneeEmail: actor.email }),
      })
      .where(eq(cases.id, current.id))
      .returning();
    if (!updated) throw new NotFound({ key: 'backOffice.errors.cases.notFound', values: { number: caseNumber } });
    stored = mail;
    return {
      result: await detailOf(tx, updated),
      audit: {
        action: 'case.reply',
        entity: 'case',
        entityId: caseNumber,
        before: { status: current.status },
        after: { status: 'answered', to: current.email, reply: body },
      },
    };
  });
  const sent = stored as StoredMail | null;
  if (sent) await mailer.deliverStored(sent);
  return detail;
}

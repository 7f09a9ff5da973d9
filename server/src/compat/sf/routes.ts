import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { EnrollInput } from '#domain/loyalty/api/enrollment.ts';
import { z } from 'zod';
import * as sf from '#domain/compat/endpoints/sf.ts';
import type { Clock } from '../../platform/clock.ts';
import { loyaltyMembers } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { localLoyaltyGateway } from '../../loyalty/index.ts';
import { registerSfErrorHandling, sfErrors } from './errors.ts';
import { connectVouchers } from './shapes.ts';
import type { ConfiguredClient } from '../client-tokens.ts';
import { SfCompatTokens } from './tokens.ts';

export interface SfCompatOptions {
  client: ConfiguredClient;
  clock: Clock;
}

/**
 * The Salesforce-compatible loyalty surface (domain/compat/endpoints/sf.ts): the client-credentials
 * sign-in, the shop's Apex paths of loyalty-pos.md §7 and the Connect API resources, each a few lines
 * over the embedded engine (always the engine: this server is the loyalty service here, even when its
 * own routes call a hosted one). Errors in Salesforce's shape (errors.ts).
 */
export const sfCompatRoutes: FastifyPluginAsync<SfCompatOptions> = async (app, { client, clock }) => {
  await app.register(formbody);
  registerSfErrorHandling(app);
  const tokens = new SfCompatTokens(client, clock);
  const engine = localLoyaltyGateway(app.loyaltyEngine);
  const signedIn = { clientToken: tokens.check };

  /** The programme in a Connect path must be ours (SALESFORCE_PROGRAM_NAME of a client, 'Lumbung Rewards'). */
  async function requireProgram(program: string): Promise<void> {
    const { programName } = await app.loyaltyEngine.reference();
    if (program !== programName) throw new NotFound(`No loyalty program named '${program}'.`);
  }

  /** Enrollment on either path: 201 for a new member, 200 for a retry of the same enrollment. */
  async function enroll(body: EnrollInput, reply: FastifyReply) {
    const { created, response } = await engine.enrollMember(body);
    return reply.status(created ? 201 : 200).send(response);
  }

  // Salesforce's instance_url is where the client goes next: this server, as the client reached it.
  route(app, sf.token, async (request) => tokens.signIn(request.body, `${request.protocol}://${request.host}`), { rateLimit: RATE_LIMITS.compatTokens });

  // ------------------------------------------------------------ Apex REST (loyalty-pos.md §7)

  route(app, sf.apexMemberProfile, async ({ query }) => engine.getMemberProfile(query.membershipNumber), signedIn);

  route(app, sf.apexEnroll, async (request, reply) => enroll(request.body, reply), signedIn);

  route(
    app,
    sf.apexMemberVouchers,
    async ({ params, query }) => connectVouchers(await engine.getMemberVouchers(params.membershipNumber, query.voucherStatus)),
    signedIn,
  );

  route(
    app,
    sf.apexPlaceOrder,
    async (request, reply) => {
      const [entry] = request.body.orders;
      if (!entry) throw new Error('unreachable: the schema requires one order');
      const { replayed, response } = await engine.placeOrder({ externalTransactionNumber: entry.newExternalTransactionNumber, order: entry.order });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({ orders: [response] });
    },
    signedIn,
  );

  route(app, sf.apexRewardCatalog, async ({ query }) => engine.getRewardCatalog(query.membershipNumber), signedIn);

  route(
    app,
    sf.apexRedeemReward,
    async (request, reply) => {
      const { replayed, response } = await engine.redeemReward(request.body, request.headers['idempotency-key']);
      return reply.status(replayed ? 200 : 201).send(response);
    },
    signedIn,
  );

  route(app, sf.apexExpirablePoints, async ({ query }) => engine.getExpirablePoints(query.membershipNumber), signedIn);

  route(app, sf.apexVoucherEligibility, async ({ body }) => engine.checkVoucherEligibility(body), signedIn);

  // ------------------------------------------------------------ Connect API

  route(
    app,
    sf.connectLedgerSummary,
    async ({ params, query }) => {
      await requireProgram(params.program);
      const { transactionJournalCount, transactionJournals } = await engine.getLedger(params.membershipNumber, query);
      return { transactionJournalCount, transactionJournals };
    },
    signedIn,
  );

  route(
    app,
    sf.connectMemberVouchers,
    async ({ params, query }) => {
      await requireProgram(params.program);
      return connectVouchers(await engine.getMemberVouchers(params.membershipNumber, query.voucherStatus));
    },
    signedIn,
  );

  route(
    app,
    sf.connectMemberProfile,
    async ({ params, query }) => {
      await requireProgram(params.program);
      return engine.getMemberProfile(query.membershipNumber);
    },
    signedIn,
  );

  route(
    app,
    sf.connectEnroll,
    async (request, reply) => {
      await requireProgram(request.params.program);
      return enroll(request.body, reply);
    },
    signedIn,
  );

  route(
    app,
    sf.connectGames,
    async ({ params }) => engine.getMemberGames(await membershipNumberOf(app, params.participantId)),
    signedIn,
  );

  route(app, sf.connectPlayGame, async ({ params }) => engine.playGame(params.gameParticipantRewardId), signedIn);
  route(app, sf.connectPlayGameSdk, async ({ params }) => engine.playGame(params.gameParticipantRewardId), signedIn);
};

/** The games resource names the participant by loyaltyProgramMemberId (our member row's id). */
async function membershipNumberOf(app: FastifyInstance, loyaltyProgramMemberId: string): Promise<string> {
  const unknown = new NotFound('No game participant with that id.');
  if (!z.uuid().safeParse(loyaltyProgramMemberId).success) throw unknown;
  const [member] = await app.db
    .select({ membershipNumber: loyaltyMembers.membershipNumber })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.id, loyaltyProgramMemberId));
  if (!member) throw unknown;
  return member.membershipNumber;
}

/**
 * Any other path under /services answers as Salesforce does, `[{ errorCode: 'NOT_FOUND' }]`, so a
 * client's generic call (loyalty-pos.md §7 "POST to any given path") to a path we do not serve fails
 * the way it would on an org. Registered with the prefix /services.
 */
export const sfCompatNotFound: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(sfErrors(`Could not find a match for URL ${request.url.split('?')[0]}`, 'NOT_FOUND')),
  );
};

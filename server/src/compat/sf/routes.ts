import formbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EnrollInput } from '#domain/loyalty/api/enrollment.ts';
import { z } from 'zod';
import * as sf from '#domain/compat/endpoints/sf.ts';
import { sfVersionParams } from '#domain/compat/api/sf.ts';
import type { Clock } from '../../platform/clock.ts';
import { loyaltyMembers } from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import type { MemberProfile } from '#domain/loyalty/api/members.ts';
import { route } from '../../platform/http/endpoint.ts';
import { RATE_LIMITS } from '../../platform/http/rate-limits.ts';
import { localLoyaltyGateway } from '../../loyalty/index.ts';
import { registerSfErrorHandling, sfErrors } from './errors.ts';
import { connectLedger, connectProfile, connectVouchers, type MemberExtras } from './shapes.ts';
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
  /**
   * A Connect path naming an API version we do not serve does not exist, whatever the token: checked
   * before the token, as a path no route serves is (platform/http/auth.ts), so a stale token does not
   * turn it into a 401.
   */
  const signedIn = {
    clientToken: async (request: FastifyRequest) => {
      const { version } = (request.params ?? {}) as { version?: unknown };
      if (typeof version === 'string' && !sfVersionParams.shape.version.safeParse(version).success) throw new NotFound(RESOURCE_NOT_FOUND);
      await tokens.check(request);
    },
  };
  const programId = async () => (await app.loyaltyEngine.reference()).programId;
  const instanceUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** A profile with the fields only Connect's Member Profile output has (shapes.ts connectProfile). */
  async function sfProfile(profile: MemberProfile) {
    return connectProfile(profile, await memberExtras(app, profile.membershipNumber));
  }

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
  route(app, sf.token, async (request) => tokens.signIn(request.body, instanceUrl(request), await programId()), { rateLimit: RATE_LIMITS.compatTokens });

  route(
    app,
    sf.identity,
    async (request) => {
      const organizationId = await programId();
      if (request.params.organizationId !== organizationId || request.params.userId !== tokens.userId) throw new NotFound(RESOURCE_NOT_FOUND);
      return tokens.identity(instanceUrl(request), organizationId);
    },
    { clientToken: tokens.checkIdentity },
  );

  // ------------------------------------------------------------ Apex REST (loyalty-pos.md §7)

  route(app, sf.apexMemberProfile, async ({ query }) => sfProfile(await engine.getMemberProfile(query.membershipNumber)), signedIn);

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
      return connectLedger(await engine.getLedger(params.membershipNumber, query));
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
      return sfProfile(await engine.getMemberProfile(query.membershipNumber));
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

/** Salesforce's words for a path that names nothing it serves. */
const RESOURCE_NOT_FOUND = 'The requested resource does not exist';

/** The member row's enrollment channel and programme (the profile leaves them out). */
async function memberExtras(app: FastifyInstance, membershipNumber: string): Promise<MemberExtras> {
  const [member] = await app.db
    .select({ enrollmentChannel: loyaltyMembers.enrollmentChannel, programId: loyaltyMembers.programId })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.membershipNumber, membershipNumber));
  if (!member) throw new NotFound('No member with that membership number.');
  return member;
}

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
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(sfErrors(RESOURCE_NOT_FOUND, 'NOT_FOUND')));
};

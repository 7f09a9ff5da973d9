import type { FastifyPluginAsync } from 'fastify';
import * as adminProgramme from '#domain/back-office/endpoints/programme.ts';
import { requireShopper } from '../../platform/http/auth.ts';
import { route } from '../../platform/http/endpoint.ts';
import {
  createReward,
  createVoucherDefinition,
  getBirthdayAndTierRules,
  getEarning,
  listGames,
  listRewards,
  listVoucherDefinitions,
  updateBirthdayAndTierRules,
  updateEarning,
  updateGame,
  updateReward,
  updateVoucherDefinition,
} from './programme.ts';

/**
 * The back office's loyalty programme (decision 021). Managers read, admins write (the declarations'
 * access levels); every write is audited (backOfficeWrite). The earning rate, the tiers and the birthday
 * and tier rules (decision 031) are cached by the engine: a change empties this process's cache at once, other processes re-read within 5 seconds.
 */
export const adminProgrammeRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminProgramme.listRewards, async () => listRewards(app.db));
  route(app, adminProgramme.createReward, async (request, reply) => reply.status(201).send(await createReward(app.db, requireShopper(request), request.body)));
  route(app, adminProgramme.updateReward, async (request) => updateReward(app.db, requireShopper(request), request.params.rewardId, request.body));

  route(app, adminProgramme.listVoucherDefinitions, async () => listVoucherDefinitions(app.db));
  route(app, adminProgramme.createVoucherDefinition, async (request, reply) =>
    reply.status(201).send(await createVoucherDefinition(app.db, requireShopper(request), request.body)),
  );
  route(app, adminProgramme.updateVoucherDefinition, async (request) => updateVoucherDefinition(app.db, requireShopper(request), request.params.id, request.body));

  route(app, adminProgramme.listGames, async () => listGames(app.db));
  route(app, adminProgramme.updateGame, async (request) => updateGame(app.db, requireShopper(request), request.params.gameId, request.body));

  route(app, adminProgramme.getEarning, async () => getEarning(app.db));
  route(app, adminProgramme.updateEarning, async (request) => {
    try {
      return await updateEarning(app.db, requireShopper(request), request.body);
    } finally {
      app.loyaltyEngine.referenceCache.invalidate();
    }
  });

  route(app, adminProgramme.getBirthdayAndTierRules, async () => getBirthdayAndTierRules(app.db));
  route(app, adminProgramme.updateBirthdayAndTierRules, async (request) => {
    try {
      // The engine's clock: the day a new downgrade policy starts (its grace periods start no earlier).
      return await updateBirthdayAndTierRules(app.db, requireShopper(request), request.body, app.loyaltyEngine.today());
    } finally {
      app.loyaltyEngine.referenceCache.invalidate();
    }
  });
};

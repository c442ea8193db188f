import { Router } from 'express';
import { sendEnvelope } from '../../shared/envelope';
import { queryString, requestBody } from '../../shared/query';
import type { AccountService } from '../accounts/accountService';
import { requestToken } from './storeView';

/**
 * The Users calls of seed 000 §7 at vue-storefront-api's paths. Login and refresh answer the token in
 * `result` and the refresh token in `meta` (`{ code: 200, result, meta: { refreshToken } }`).
 */
export function userRouter(accounts: AccountService, options: { nodeEnv: string }): Router {
  const router = Router();
  router.use('/api/user', (_req, res, next) => {
    // Accounts are private: nothing of them may be kept by a cache on the way.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post('/api/user/create', async (req, res) => {
    sendEnvelope(res, 200, await accounts.register(req.body));
  });

  router.post('/api/user/login', async (req, res) => {
    const session = await accounts.login(req.body);
    sendEnvelope(res, 200, session.token, { refreshToken: session.refreshToken });
  });

  router.post('/api/user/refresh', (req, res) => {
    const session = accounts.refresh(req.body);
    sendEnvelope(res, 200, session.token, { refreshToken: session.refreshToken });
  });

  // A customer's session an hour old at once (its tokens expire, its refresh tokens stay), for tests and
  // developers: never in production.
  if (options.nodeEnv !== 'production') {
    router.post('/api/user/standin/expire-tokens', (req, res) => {
      sendEnvelope(res, 200, accounts.expireTokens(req.body));
    });
  }

  router.post('/api/user/logout', (req, res) => {
    sendEnvelope(res, 200, accounts.logout(requestToken(req)));
  });

  router.get('/api/user/me', async (req, res) => {
    sendEnvelope(res, 200, await accounts.me(requestToken(req)));
  });

  router.post('/api/user/me', async (req, res) => {
    sendEnvelope(res, 200, await accounts.updateMe(requestToken(req), req.body));
  });

  router.post('/api/user/change-password', async (req, res) => {
    sendEnvelope(res, 200, await accounts.changePassword(requestToken(req), req.body));
  });

  router.post('/api/user/reset-password', (req, res) => {
    sendEnvelope(res, 200, accounts.resetPassword(requestBody(req), queryString(req, 'storeCode')));
  });

  router.post('/api/user/create-password', async (req, res) => {
    sendEnvelope(res, 200, await accounts.createPassword(req.body));
  });

  router.get('/api/user/order-history', (req, res) => {
    sendEnvelope(
      res,
      200,
      accounts.orderHistory(requestToken(req), queryString(req, 'pageSize'), queryString(req, 'currentPage')),
    );
  });

  return router;
}

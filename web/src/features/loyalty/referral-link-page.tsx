import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../paths.ts';
import { rememberReferralCode } from './referral-storage.ts';

/**
 * /r/{code}: a member's referral link (decision 033). The code is kept in this browser and the visitor
 * goes on to the member area: signed out, it asks them to sign in or sign up; without a membership it
 * offers Join, which sends the code.
 */
export function ReferralLinkPage() {
  const { code } = useParams();
  useEffect(() => rememberReferralCode(code), [code]);
  return <Navigate to={paths.loyalty.href()} replace />;
}

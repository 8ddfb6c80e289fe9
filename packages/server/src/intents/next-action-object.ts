import type { NextActionType } from '@kassa/core';

// The next action a 3-D Secure card leaves on an intent, and the authentication attempt behind
// it, shaped like Stripe's (the attempt as the legacy `three_d_secure` object).

/** Stripe.js runs the challenge itself: in a modal over the shop page. */
export interface UseStripeSdkAction {
  type: 'use_stripe_sdk';
  use_stripe_sdk: {
    type: 'three_d_secure_redirect';
    /** The hosted challenge page Stripe.js shows (opened in its modal). */
    stripe_js: string;
    /** The authentication attempt. */
    source: string;
    directory_server_name: string;
  };
}

/** The shop's server confirmed with a return_url: the buyer is sent to the challenge page. */
export interface RedirectToUrlAction {
  type: 'redirect_to_url';
  redirect_to_url: { url: string; return_url: string };
}

/**
 * A next action of a method that does not redirect (a QR code, a voucher, transfer
 * instructions): its type and that type's own object, built in method-next-actions.ts.
 */
export interface DisplayAction {
  type: Exclude<NextActionType, 'redirect_to_url'>;
  [details: string]: unknown;
}

export type NextAction =
  | UseStripeSdkAction
  | RedirectToUrlAction
  | DisplayAction
  | VerifyWithMicrodepositsAction;

export type ThreeDSecureStatus = 'pending' | 'succeeded' | 'failed';

/** charge.payment_method_details.card.three_d_secure after a challenge the buyer passed. */
export interface ThreeDSecureDetails {
  authentication_flow: 'challenge' | 'frictionless';
  electronic_commerce_indicator: string;
  exemption_indicator: null;
  result: 'authenticated';
  result_reason: null;
  transaction_id: string;
  version: '2.2.0';
}

export interface ThreeDSecureObject {
  id: string;
  object: 'three_d_secure';
  /** Null when a card is set up for later payments (a SetupIntent). */
  amount: number | null;
  authenticated: boolean;
  card: {
    brand: string;
    country: string | null;
    exp_month: number;
    exp_year: number;
    last4: string;
  };
  created: number;
  currency: string | null;
  livemode: false;
  /** The shop's name, shown on the challenge page like an issuer's page shows it. */
  merchant_name: string;
  payment_intent: string | null;
  setup_intent: string | null;
  redirect_url: string;
  status: ThreeDSecureStatus;
}

/** What completing an attempt answers: the attempt, and where a redirected buyer goes next. */
export interface ThreeDSecureCompletion extends ThreeDSecureObject {
  return_url: string | null;
}

/** A hand-entered US bank account waits for its microdeposits to be verified. */
export interface VerifyWithMicrodepositsAction {
  type: 'verify_with_microdeposits';
  verify_with_microdeposits: {
    /** When the deposits arrive (unix seconds): the next day in test mode. */
    arrival_date: number;
    hosted_verification_url: string;
    microdeposit_type: 'amounts' | 'descriptor_code';
  };
}

// A Radar Session as stripe.createRadarSession() answers it: an id the merchant's server passes
// on as radar_options[session]. Stripe keeps the browser's signals behind it to itself.
export interface RadarSessionObject {
  id: string;
  object: 'radar.session';
  created: number;
  livemode: false;
}

/** `rse_` and base62: the only ids radar_options[session] can name. */
export const RADAR_SESSION_ID = /^rse_[A-Za-z0-9]{1,64}$/;

import { describe, expect, it } from 'vitest';
import { frameOptions } from './group-state.js';

describe("the frames' options from the controller", () => {
  it("carry the Stripe instance's locale when the group names none", () => {
    expect(frameOptions({ clientSecret: 'pi_1_secret_2' }, 'de')).toMatchObject({ locale: 'de' });
  });

  it("carry the group's locale over the instance's", () => {
    expect(frameOptions({ locale: 'he' }, 'de')).toMatchObject({ locale: 'he' });
  });

  it('carry no locale when neither names one (the frames follow the browser: auto)', () => {
    expect(frameOptions({})).not.toHaveProperty('locale');
  });
});

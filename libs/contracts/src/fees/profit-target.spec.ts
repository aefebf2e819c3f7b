import { DEFAULT_PROFIT_TARGET, PROFIT_TARGET_MESSAGES, memberProfileUpdateSchema, profitTargetOf, profitTargetSchema } from '../index';

const firstMessage = (value: unknown) => {
  const result = profitTargetSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profitTargetSchema', () => {
  it.each([
    [{ kind: 'margin', value: 0 }],
    [{ kind: 'margin', value: 30 }],
    [{ kind: 'margin', value: 95 }],
    [{ kind: 'margin', value: 33.33 }],
    [{ kind: 'dollars', value: 0 }],
    [{ kind: 'dollars', value: 12.5 }],
    [{ kind: 'dollars', value: 10_000 }],
  ])('accepts %p', (target) => {
    expect(profitTargetSchema.parse(target)).toEqual(target);
  });

  it.each([
    [{ kind: 'margin', value: -1 }, PROFIT_TARGET_MESSAGES.margin],
    [{ kind: 'margin', value: 95.01 }, PROFIT_TARGET_MESSAGES.margin],
    [{ kind: 'dollars', value: -0.01 }, PROFIT_TARGET_MESSAGES.dollars],
    [{ kind: 'dollars', value: 10_000.01 }, PROFIT_TARGET_MESSAGES.dollars],
    [{ kind: 'dollars', value: 1.234 }, PROFIT_TARGET_MESSAGES.precision],
    [{ kind: 'roi', value: 10 }, PROFIT_TARGET_MESSAGES.kind],
    [{ kind: 'margin', value: '30' }, PROFIT_TARGET_MESSAGES.value],
    [{ kind: 'margin' }, PROFIT_TARGET_MESSAGES.value],
    [{ kind: 'margin', value: Number.NaN }, PROFIT_TARGET_MESSAGES.value],
    ['30%', PROFIT_TARGET_MESSAGES.required],
    [null, PROFIT_TARGET_MESSAGES.required],
  ])('refuses %p with a clear message', (target, message) => {
    expect(firstMessage(target)).toBe(message);
  });

  it('hands back the value as stored (two decimals, no float noise)', () => {
    expect(profitTargetSchema.parse({ kind: 'dollars', value: 0.1 + 0.2 })).toEqual({ kind: 'dollars', value: 0.3 });
  });
});

describe('memberProfileUpdateSchema', () => {
  it('takes the profile fields with or without a target', () => {
    expect(memberProfileUpdateSchema.parse({ email: 'a@example.test' })).toEqual({ firstName: null, lastName: null, email: 'a@example.test' });
    expect(memberProfileUpdateSchema.parse({ email: 'a@example.test', profitTarget: { kind: 'dollars', value: 5 } }).profitTarget).toEqual({ kind: 'dollars', value: 5 });
  });
});

describe('profitTargetOf', () => {
  it("reads a profile's target, or the default", () => {
    expect(profitTargetOf({ profitTarget: { kind: 'dollars', value: 15 } })).toEqual({ kind: 'dollars', value: 15 });
    expect(profitTargetOf({})).toEqual(DEFAULT_PROFIT_TARGET);
    expect(profitTargetOf(null)).toEqual(DEFAULT_PROFIT_TARGET);
  });
});

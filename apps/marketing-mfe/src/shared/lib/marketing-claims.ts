// The product's promises as the public pages state them (spec member-side §1, §9): static copy,
// written once so the heroes of home, landing and article pages say the same thing.
export const MARKETING_PROMISES = ['30-day money-back guarantee', 'Cancel anytime', 'Weekly updates', 'Instant access'] as const;

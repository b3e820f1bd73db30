/** Response fragments several routes share. */
export const citySchema = {
  type: 'object',
  required: ['id', 'name', 'country_id', 'heroLanguage_id'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    country_id: { type: 'string' },
    heroLanguage_id: { type: 'string' },
    timezone: { type: 'string' },
    telephoneHuman: { type: 'string' },
    telephoneLink: { type: 'string' },
    bankingPayoutType: { type: 'string' },
    heroReferralKickback: { type: 'number' },
    heroReferralPayoutNumberOfBookings: { type: 'number' },
    openForSignup: { type: 'boolean' },
  },
} as const;

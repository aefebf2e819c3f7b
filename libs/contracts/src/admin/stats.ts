/** GET /api/admin/stats. Rates and growth are percentages (12.5 means 12.5 %); revenue is in dollars. */
export interface AdminStats {
  totalUsers: number;
  newUsersThisMonth: number;
  activeSubscribers: number;
  subscriptionRate: number;
  totalBoloItems: number;
  newBoloItemsThisWeek: number;
  monthlyRevenue: number;
  revenueGrowth: number;
}

import type { AdminUser } from "../../../common/admin";

export const USER_FILTERS = ["all", "active", "inactive", "premium"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export const fullName = (user: Pick<AdminUser, "firstName" | "lastName">) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Spec 02 section 5 "User search": first name, last name, email or company, case-insensitive. */
export function filterUsers(users: AdminUser[], term: string, filter: UserFilter): AdminUser[] {
  const needle = term.trim().toLowerCase();
  return users.filter((user) => {
    if (filter === "active" && !user.isActive) return false;
    if (filter === "inactive" && user.isActive) return false;
    if (filter === "premium" && !user.hasPremiumAccess) return false;
    if (!needle) return true;
    return [user.firstName, user.lastName, user.email, user.companyName].some((value) =>
      (value ?? "").toLowerCase().includes(needle),
    );
  });
}

export function summariseUsers(users: AdminUser[]) {
  return {
    total: users.length,
    active: users.filter((user) => user.isActive).length,
    premium: users.filter((user) => user.hasPremiumAccess).length,
    contractsAnalyzed: users.reduce((sum, user) => sum + (user.contractsAnalyzed ?? 0), 0),
  };
}

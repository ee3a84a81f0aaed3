import { describe, expect, it } from "vitest";
import type { AdminUser } from "../../../common/admin";
import { filterUsers, summariseUsers } from "./user-list";

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: "u",
  username: "Jane.Doe",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@acme.co.uk",
  companyName: "Acme Ltd",
  jobTitle: "Buyer",
  companySize: "11-50",
  industry: "Retail",
  registrationDate: "2026-01-14T09:00:00.000Z",
  isActive: true,
  hasPremiumAccess: false,
  userType: "user",
  contractsAnalyzed: 2,
  billing: {
    plan: "free",
    source: null,
    subscriptionStatus: null,
    trialEndsAt: null,
    currentPeriodEndsAt: null,
    cancelAtPeriodEnd: false,
    grantedByAdmin: false,
    label: "Free",
  },
  ...overrides,
});

const users = [
  user({ id: "1" }),
  user({
    id: "2",
    firstName: "Omar",
    lastName: "Shah",
    email: "omar@brightpath.io",
    companyName: "Brightpath",
    isActive: false,
  }),
  user({
    id: "3",
    firstName: "Ada",
    lastName: "Admin",
    email: "ada@northwind.co.uk",
    companyName: "Northwind",
    hasPremiumAccess: true,
    contractsAnalyzed: 5,
  }),
];
const ids = (list: AdminUser[]) => list.map((u) => u.id);

describe("filterUsers", () => {
  it("matches first name, last name, email or company, ignoring case", () => {
    expect(ids(filterUsers(users, "OMAR", "all"))).toEqual(["2"]);
    expect(ids(filterUsers(users, "shah", "all"))).toEqual(["2"]);
    expect(ids(filterUsers(users, "northwind.co", "all"))).toEqual(["3"]);
    expect(ids(filterUsers(users, "acme ltd", "all"))).toEqual(["1"]);
  });

  it("does not match other fields such as the job title", () => {
    expect(filterUsers(users, "buyer", "all")).toEqual([]);
  });

  it("applies the active, inactive and premium filters together with the term", () => {
    expect(ids(filterUsers(users, "", "active"))).toEqual(["1", "3"]);
    expect(ids(filterUsers(users, "", "inactive"))).toEqual(["2"]);
    expect(ids(filterUsers(users, "", "premium"))).toEqual(["3"]);
    expect(ids(filterUsers(users, "jane", "premium"))).toEqual([]);
  });
});

describe("summariseUsers", () => {
  it("counts users and sums contracts analysed", () => {
    expect(summariseUsers(users)).toEqual({ total: 3, active: 2, premium: 1, contractsAnalyzed: 9 });
  });
});

/** The user's side in a signed contract, as read from its document; unknown reads as the customer's. */
export type OwnSide = "customer" | "supplier" | null | undefined;

/**
 * What the other party is called on the portfolio's screens: the spec's "Vendor" for the usual user, who
 * buys; "Customer" when the user's own company is the contract's supplier (a cleaning firm's client).
 */
export const otherPartyLabel = (side: OwnSide) => (side === "supplier" ? "Customer" : "Vendor");

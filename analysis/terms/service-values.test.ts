import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract, orderForm } from "../test-helpers";

const PARTIES =
  'This Agreement is made between Fellgate Logistics Limited (the "Supplier") and Oakhurst Garden Centres Ltd (the "Customer").';

function at(text: string, quote: string): { start: number; end: number } {
  const start = text.indexOf(quote);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, end: start + quote.length };
}

describe("service levels of every kind", () => {
  it("reads an on-time delivery rate as a service level, with credits", () => {
    const target =
      "6.1 The Supplier shall achieve 98% on-time delivery of all orders in each calendar month.";
    const text = `${PARTIES}\n\n6. Performance\n\n${target}\n\n6.2 If the Supplier misses that target, the Customer shall be entitled to a service credit of 5% of the monthly charges.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.found).toBe(true);
    expect({ start: s.start, end: s.end }).toEqual(at(text, target));
    expect(s.serviceCredits).toBe(true);
    expect(s.uptimePercent).toBeNull();
    expect(s.levels).toEqual([
      {
        kind: "delivery",
        value: 98,
        unit: "percent",
        text: "98% on-time delivery",
        ...at(text, "98% on-time delivery"),
      },
    ]);
    expect(s.summary).toBe(
      'Service levels: delivery target "98% on-time delivery", service credits if missed.',
    );
    expect(s.favorabilityScore).toBe("green");
  });

  it("reads a quality score as a performance target, not as 'no service levels'", () => {
    const target =
      "6.1 The Supplier shall maintain an average customer satisfaction rating of at least 85% across each quarter.";
    const text = `${PARTIES}\n\n6. Standards\n\n${target}\n\n6.2 The Supplier shall report its results to the Customer monthly.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.found).toBe(true);
    expect({ start: s.start, end: s.end }).toEqual(at(text, target));
    expect(s.levels?.map((l) => [l.kind, l.value])).toEqual([["performance", 85]]);
    expect(s.summary).toContain("performance target");
    expect(s.recommendation).not.toContain("meet your requirement");
  });

  it("reads a target for answering calls as a performance target", () => {
    const target = "6.1 The Supplier shall answer 90% of calls to the helpdesk within 60 seconds.";
    const text = `${PARTIES}\n\n6. Helpdesk\n\n${target}`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.found).toBe(true);
    expect({ start: s.start, end: s.end }).toEqual(at(text, target));
    expect(s.levels?.map((l) => [l.kind, l.value])).toEqual([["performance", 90]]);
  });

  it("does not read a share of the charges as a performance target", () => {
    const text = `${PARTIES}\n\n6. Fees\n\n6.1 If the quality score falls, the Customer may withhold 90% of the charges for that month until the Supplier remedies it.`;
    expect(analyseContract(text).serviceGuarantees.levels ?? []).toEqual([]);
  });

  it("reads an in-full and on-time rate written in words", () => {
    const text = `${PARTIES}\n\n6. Performance\n\n6.1 The Supplier shall deliver at least 97 per cent of Orders in full and on time in each quarter.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.levels?.map((l) => [l.kind, l.value, l.text])).toEqual([
      ["delivery", 97, "97 per cent of Orders in full and on time"],
    ]);
  });

  it("does not read a discount on delivery charges or a share of funds as a delivery target", () => {
    const discount = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier shall give a discount of 95% on delivery charges for orders over £50.`;
    expect(analyseContract(discount).serviceGuarantees.found).toBe(false);
    const funds = `${PARTIES}\n\n4. Donations\n\n4.1 The Supplier shall ensure that 100% of the funds collected are delivered to the charity.`;
    expect(analyseContract(funds).serviceGuarantees.levels ?? []).toEqual([]);
  });

  it("reads a promise only to aim for a fix time, with no credits, as a target that binds nobody", () => {
    const a = analyseContract(
      contract("4.1 The Supplier will aim to restore the service within 6 hours of a fault being reported."),
    );
    expect(a.serviceGuarantees.favorabilityScore).toBe("amber");
    expect(a.serviceGuarantees.summary).toContain("targets only");
  });

  it("reads 'commercially reasonable efforts' to meet an uptime, with no credits, as a target only", () => {
    const a = analyseContract(
      contract(
        "4.1 The Supplier will use commercially reasonable efforts to make the Platform available 99.5% of the time in each month.",
        { us: true },
      ),
    );
    expect(a.serviceGuarantees.uptimePercent).toBe(99.5);
    expect(a.serviceGuarantees.favorabilityScore).toBe("amber");
    expect(a.serviceGuarantees.summary).toContain("targets only");
  });

  it("does not call levels 'targets only' when reasonable endeavours come with service credits", () => {
    const a = analyseContract(
      contract(
        "4.1 The Supplier shall use reasonable endeavours to make the Platform available 99.9% of the time. If it does not, the Customer shall receive a service credit of 5% of the monthly charge.",
      ),
    );
    expect(a.serviceGuarantees.summary).not.toContain("targets only");
  });

  it("reads a promise to re-clean within 24 hours of a complaint as a fix time", () => {
    const a = analyseContract(
      contract(
        "4.1 If the Customer complains about the standard of cleaning, the Supplier will re-clean the area within 24 hours.",
      ),
    );
    expect(a.serviceGuarantees.resolutionTimeHours).toBe(24);
  });

  it("does not take one passing mention of a platform for a system service", () => {
    const a = analyseContract(
      'RETAINER AGREEMENT\n\nThis agreement is made between Puffin Content Ltd (the "Agency") and Larkrise Cafe Ltd (the "Client").\n\n1. The Agency will write 8 posts a month for a monthly retainer of £900.\n\n2. The Agency is not responsible if a social media platform removes a post.',
    );
    expect(a.serviceGuarantees.recommendation).not.toMatch(/uptime/);
  });

  it("asks a cleaning contract for service standards, not for uptime", () => {
    const a = analyseContract(
      'CLEANING CONTRACT\n\nThis contract is made between Brightside Cleaning Ltd (the "Supplier") and Tanner Lane Vets Ltd (the "Customer").\n\n4.1 The Supplier will provide cleaning services at the Customer\'s premises five evenings a week.',
    );
    expect(a.serviceGuarantees.summary).toMatch(/^No service standards found/);
    expect(a.serviceGuarantees.recommendation).not.toMatch(/uptime/);
    expect(a.serviceGuarantees.proposal).not.toMatch(/availability/);
  });

  it("reads a promise to attend breakdowns within 4 hours as a response time", () => {
    const a = analyseContract(
      contract("4.1 The Supplier will attend emergency breakdowns within 4 hours of a call on working days."),
    );
    expect(a.serviceGuarantees.responseTimeHours).toBe(4);
  });

  it("reads a time to fix faults, apart from the response time", () => {
    const target =
      "5.1 The Supplier shall resolve Priority 1 faults within 8 hours of the fault being reported.";
    const text = `${PARTIES}\n\n5. Support\n\n${target}`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.found).toBe(true);
    expect({ start: s.start, end: s.end }).toEqual(at(text, target));
    expect(s.resolutionTimeHours).toBe(8);
    expect(s.responseTimeHours).toBeNull();
    expect(s.summary).toBe("Service levels: fix within 8 hours, no service credits.");
  });

  it("reads availability, response and restoration in one schedule", () => {
    const text = `${PARTIES}\n\n5. Support\n\n5.1 The Supplier shall respond to each incident within 30 minutes and restore the Service within four (4) hours.\n\n5.2 The Service shall be available 99.8% of the time in each month.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s).toMatchObject({ uptimePercent: 99.8, responseTimeHours: 0.5, resolutionTimeHours: 4 });
    expect(s.levels?.map((l) => l.kind)).toEqual(["response", "resolution", "availability"]);
    expect(s.levels?.[1]).toMatchObject(at(text, "restore the Service within four (4) hours"));
  });

  it("does not read a period to cure a breach, or a deadline for a report, as a fix time", () => {
    const cure = `${PARTIES}\n\n9. Termination\n\n9.1 Either party may terminate if the other fails to rectify a material breach within 30 days of notice.`;
    expect(analyseContract(cure).serviceGuarantees.resolutionTimeHours ?? null).toBeNull();
    const report = `${PARTIES}\n\n5. Reports\n\n5.1 A report on each problem resolution shall be submitted to the Customer within five (5) Business Days.`;
    expect(analyseContract(report).serviceGuarantees.resolutionTimeHours ?? null).toBeNull();
  });
});

describe("a deduction for a missed target is a service credit", () => {
  it("reads 'the Customer may deduct 3% of that month's charges' after a target as credits", () => {
    const s = analyseContract(
      `${PARTIES}\n\n5. Delivery\n\n5.1 The Supplier shall deliver 98% of orders on the day agreed in each month. If it does not, the Customer may deduct 3% of that month's charges.`,
    ).serviceGuarantees;
    expect(s.levels?.map((l) => l.kind)).toEqual(["delivery"]);
    expect(s.serviceCredits).toBe(true);
  });

  it("does not read a discount for early payment as a credit", () => {
    const s = analyseContract(
      `${PARTIES}\n\n5. Delivery\n\n5.1 The Supplier shall deliver 98% of orders on the day agreed in each month.\n\n6. Payment\n\n6.1 The Customer may pay within 10 days and deduct a 2% discount from the price.`,
    ).serviceGuarantees;
    expect(s.serviceCredits).toBe(false);
  });
});

describe("a support service with no measurable levels", () => {
  it("is a service without standards, not 'not applicable'", () => {
    const s = analyseContract(
      `${PARTIES}\n\n5. Support\n\n5.1 The Supplier will take support calls during business hours and will try to fix reported faults as soon as reasonably practicable.`,
    ).serviceGuarantees;
    expect(s.found).toBe(false);
    expect(s.summary).not.toContain("Not applicable");
  });
});

describe("service levels of which only some are targets", () => {
  it("keeps a firm response time firm when only the uptime is given reasonable efforts", () => {
    const text = `This Agreement is made between Harefield Hosting Limited (the "Supplier") and Ormside Foods Ltd (the "Customer").\n\n6. Support\n\n6.1 The Supplier shall respond to Severity 1 incidents within four (4) hours and use commercially reasonable efforts to make the hosted service available 99.5% of the time in each month.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s).toMatchObject({ uptimePercent: 99.5, responseTimeHours: 4 });
    expect(s.summary).toMatch(/the uptime is a target only \(reasonable efforts\)\.$/);
    expect(s.summary).not.toMatch(/these are targets only/);
    expect(s.favorabilityScore).toBe("amber");
  });
});

describe("service levels in a key-details table", () => {
  it.each([
    ["Support response\t4 hours", "response", 4],
    ["Response time | 30 minutes", "response", 0.5],
    ["Response: within 2 hours", "response", 2],
    ["Resolution time\t8 working hours", "resolution", 8],
    ["Priority 1 fix - 1 business day", "resolution", 24],
    ["Service level\t99.5% availability, 4-hour response", "response", 4],
  ])("reads the row '%s'", (row, kind, hours) => {
    const s = analyseContract(orderForm(row)).serviceGuarantees;
    expect(s.found).toBe(true);
    expect(s.levels?.find((l) => l.kind === kind)?.value).toBe(hours);
  });

  it("words a time from a table the way a sentence would", () => {
    expect(analyseContract(orderForm("Response\tWithin 2 hours")).serviceGuarantees.summary).toMatch(
      /response within 2 hours/,
    );
  });

  it("quotes a delivery target from a table without the cell break", () => {
    expect(analyseContract(orderForm("On-time delivery\t97%")).serviceGuarantees.summary).toContain(
      'delivery target "On-time delivery: 97%"',
    );
  });

  it.each(["Disputes: a 5-day response period applies", "Response to complaints\t30 days"])(
    "does not read '%s' as a service level",
    (row) => {
      expect(analyseContract(orderForm(row)).serviceGuarantees.found).toBe(false);
    },
  );
});

describe("a response time alone, for hosted software and for support", () => {
  const withResponse = (service: string) =>
    `${PARTIES}\n\n2. Services\n\n2.1 ${service}\n\n2.2 The Supplier shall respond to each support request within 4 hours.`;

  it("rates a hosted platform with no uptime promise amber and asks for uptime", () => {
    const s = analyseContract(
      withResponse("The Supplier shall provide the hosted booking platform."),
    ).serviceGuarantees;
    expect(s.favorabilityScore).toBe("amber");
    expect(s.recommendation).toMatch(
      /^No uptime is promised for the hosted service\. Ask for at least 99% uptime/,
    );
  });

  it("keeps a support service with a fast enough response green, asking only for credits", () => {
    const s = analyseContract(
      withResponse("The Supplier shall provide IT support for the Customer's office computers."),
    ).serviceGuarantees;
    expect(s.favorabilityScore).toBe("green");
    expect(s.recommendation).not.toMatch(/uptime/);
  });
});

describe("a delivery lead time for each order", () => {
  const text = (clause: string) =>
    `${PARTIES}\n\n4. Orders and delivery\n\n4.1 The Customer may place orders for the Goods by email.\n\n4.2 ${clause}\n\n5. Price\n\n5.1 The Customer shall pay each invoice within 30 days of receipt.`;

  it.each([
    ["The Supplier shall deliver the Goods within five (5) Business Days of receipt of each Order.", 120],
    ["Delivery shall take place within ten working days of the date of the Order.", 240],
    ["The Supplier shall ship all Products within 30 days after receipt of a Purchase Order.", 720],
    ["The Supplier shall deliver each order within 48 hours of its confirmation.", 48],
  ])("is a delivery service level with both voices: %s", (clause, hours) => {
    const t = text(clause);
    const s = analyseContract(t).serviceGuarantees;
    expect(s.found).toBe(true);
    expect(s.levels?.map((l) => [l.kind, l.unit, l.value])).toEqual([["delivery", "hours", hours]]);
    expect(s.summary).toMatch(/^Delivery: ".+", no remedy if a delivery is late\.$/);
    expect(s.recommendation).toContain("Ask for the right to cancel a late order without charge");
    expect(s.proposal).toBe(
      "Clause 4.2 sets a delivery time but no remedy when it is missed; we propose that the Customer may cancel, without charge, any order not delivered on time, and recover the reasonable additional cost of obtaining the goods elsewhere.",
    );
    expect(analyseContract(t, { side: "supplier" }).serviceGuarantees.recommendation).toBe(
      "This delivery time is a promise you make. Check you can meet it for every order.",
    );
  });

  it("is a target only when the supplier only tries to meet it", () => {
    const s = analyseContract(
      text("The Supplier will use reasonable endeavours to deliver the Goods within 7 days of the Order."),
    ).serviceGuarantees;
    expect(s.favorabilityScore).toBe("amber");
    expect(s.summary).toContain("this is a target only");
    expect(s.recommendation).toContain("Ask for it to be a commitment");
  });

  it.each([
    "The Supplier shall deliver its invoice within 30 days of the Order.",
    "The Supplier shall deliver a report within 10 days of each request by the Customer's auditors.",
    "The Customer shall notify the Supplier of any shortfall within 5 days of delivery.",
  ])("is not read from a time that is not for delivering the goods: %s", (clause) => {
    const s = analyseContract(text(clause)).serviceGuarantees;
    expect(s.levels ?? []).toEqual([]);
  });
});

describe("service credits with no ceiling, for a supplier", () => {
  const levels =
    "6.1 The Supplier shall respond to Priority 1 calls within 8 hours of the call being logged.";
  it("asks for a monthly cap on credits charged for each miss", () => {
    const credit =
      "6.2 If the Supplier fails to respond within that time, the Supplier shall credit the Customer 10% of the monthly fees for each missed response.";
    const s = analyseContract(`${PARTIES}\n\n6. Service levels\n\n${levels}\n\n${credit}`, {
      side: "supplier",
    }).serviceGuarantees;
    expect(s.recommendation).toContain(
      "Service credits have no overall limit: ask for the credits in any month to be capped, for example at 20% of that month's charges.",
    );
    expect(s.proposal).toMatch(
      /service credits in any month do not exceed 20% of the charges for that month\.$/,
    );
  });

  it("does not ask again when the credits are already capped", () => {
    const credit =
      "6.2 If the Supplier fails to respond within that time, the Supplier shall credit the Customer 10% of the monthly fees for each missed response, up to a maximum of 30% of the monthly fees.";
    const s = analyseContract(`${PARTIES}\n\n6. Service levels\n\n${levels}\n\n${credit}`, {
      side: "supplier",
    }).serviceGuarantees;
    expect(s.recommendation).not.toContain("no overall limit");
  });
});

describe("service credits for levels whose figures are not in the text", () => {
  const text = `${PARTIES}\n\n7. Service levels\n\n7.1 The Supplier shall provide the hosted Platform in accordance with the service levels described in Appendix B.\n\n7.2 If the Supplier misses a service level in any month, the Customer shall receive the service credits stated in Appendix B.`;

  it("does not say levels it has not seen meet the customer's requirement, and says where they are", () => {
    const s = analyseContract(text).serviceGuarantees;
    expect(s.found).toBe(true);
    expect(s.favorabilityScore).toBe("amber");
    expect(s.summary).toBe(
      "Service levels: no figures found in the text (they are set out in Appendix B), service credits if missed.",
    );
    expect(s.recommendation).toBe(
      "No uptime or response figure was found in the text; the service levels are set out in Appendix B. Check it gives at least 99% uptime and a response within 8 hours for urgent faults before you sign. Service credits apply when a level is missed.",
    );
    expect(s.recommendation).not.toContain("meet your requirement");
  });

  it("leaves a supplier's view as it was: promises to check it can keep", () => {
    const s = analyseContract(text, { side: "supplier" }).serviceGuarantees;
    expect(s.favorabilityScore).toBe("green");
    expect(s.recommendation).toContain("promises you make");
  });
});

describe("service credits that are the customer's only remedy", () => {
  it("tells the customer to check the credits are worth enough, without an ask", () => {
    const text = `${PARTIES}\n\n2. Service levels\n\n2.1 The Supplier shall make the Platform available 99.5% of the time in each month.\n\n2.2 If availability falls below 99.5% in a month, the Customer shall receive a service credit of 5% of the monthly fees, up to 20% of the monthly fees. Service credits are the Customer's sole and exclusive remedy for any failure to meet the availability commitment.`;
    const s = analyseContract(text).serviceGuarantees;
    expect(s.favorabilityScore).toBe("green");
    expect(s.recommendation).toContain("The credits are your only remedy when a level is missed");
    expect(s.proposal).toBeNull();
  });
});

describe("response times listed under a lead-in, one per priority", () => {
  it("reads the most urgent priority's time as the response time", () => {
    const text = contract(
      "1.1 The Supplier shall respond to support calls within the following times after the Customer reports a fault:\n(a) Severity 1 (the system is down for everyone): within two (2) Business Hours;\n(b) Severity 2 (a main feature is impaired): within one (1) Business Day.\n1.2 The Supplier shall ensure the system is available 99.8% of each month.",
    );
    const s = analyseContract(text).serviceGuarantees;
    expect(s.responseTimeHours).toBe(2);
    expect(s.summary).toContain("response within two (2) Business Hours");
  });
});

describe("a consultancy with no service levels", () => {
  it("is not asked for uptime or response times", () => {
    const text =
      'CONSULTANCY AGREEMENT\n\nThis Agreement is made between Fellgate Advisory LLP ("Consultant") and Norbury Mills Limited ("Client").\n\n1. Services\n\n1.1 The Consultant shall advise the Client on its pricing strategy, working three days a week, with reasonable skill and care.\n\n2. Fees\n\n2.1 The Client shall pay the Consultant £900 a day within 30 days of invoice.';
    const s = analyseContract(text).serviceGuarantees;
    expect(s.summary).toMatch(/^Not applicable: professional services/);
    expect(s.favorabilityScore).toBe("green");
    expect(s.proposal ?? null).toBeNull();
  });
});

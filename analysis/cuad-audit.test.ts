import { describe, expect, it } from "vitest";
import { auditRights, warrantyDuration } from "./cuad";
import { prepare } from "./doc";

const found = (sentence: string) => auditRights(prepare(`1. Records\n\n${sentence}\n`)).length > 0;

describe("audit rights in the forms contracts write them", () => {
  it.each([
    "The Distributor shall permit the Company's representatives, at reasonable times, to enter its warehouses to check that the Products are stored in accordance with this Agreement.",
    "The Partnership books shall be open to each Partner and its agents at all reasonable times.",
    "Licensee shall furnish to Licensor, upon request, copies of its sales records to verify the royalties payable.",
    "No more than one audit shall be carried out in any calendar year, and the auditing party shall bear the cost unless a discrepancy of more than 5% is found.",
    "Supplier shall keep accurate records of all amounts billed and shall retain them for three years, during which the Customer may review them.",
    "The Reseller shall give the Vendor access to its licensing systems as the Vendor reasonably requires to verify the number of licences in use.",
    "Company may, at its own expense, appoint an independent certified public accountant to examine Vendor's records to verify the amounts invoiced.",
    "The Tenant shall keep accounts of the turnover of the Premises and submit them to the Landlord's surveyor for examination on request.",
    "The Builder shall work on an open-book basis and the Employer may review every quotation and invoice behind the Contract Sum.",
    "The Brand Owner may inspect the Retailer's premises and records to confirm that the packaging complies with the brand guidelines.",
    "Before completion the Vendor shall give the Purchaser and its advisers and agents full access during working hours to the Vendor's sites, staff, key customer contracts, accounts, books and records.",
    "The Agent shall supply to the Principal, on request, such information from its records of sales made on the Principal's behalf as the Principal reasonably asks for.",
    "The Franchisee shall keep full books of account and shall permit the Franchisor's accountants to examine them twice a year.",
    "The Client or its auditors may review the Consultant's invoices and supporting documents at any time during the engagement.",
    "The Caterer shall keep records of its food purchases for two years and shall allow the School to review them on request.",
    "The Brewer's representatives shall be permitted to visit the Wholesaler's cellars and warehouses at any reasonable time to ascertain that the beer is kept cool.",
    "The Trust may monitor the cleaning and, for that purpose, may enter any site at which the Contractor works.",
    "The Publisher and its accountants shall have access to such records on ten days' notice for the purpose of verifying the royalty statements.",
    "All records relating to the Works shall be subject to examination and audit by the Council for six years after final payment.",
    "The Reseller shall submit to an audit by the Vendor on reasonable request.",
    "The books and records of the Partnership shall be kept at its principal office and each Partner shall have access thereto at all reasonable times.",
    "The Brand Owner shall have reasonable access to the Agency's books relating to media spend.",
    "The Packer shall permit the Brand Owner to observe the bottling of the Products at the Packer's plant.",
    "No more than once a year, the Licensee shall open its books relating to the Licensed Products to the Licensor's auditors.",
    "The Principal may appoint a firm of accountants to check the Agent's commission statements against its books.",
    "The Processor shall demonstrate its compliance with this clause to the Controller, including by allowing on-site inspections.",
    "Once a year the Bank may carry out, or appoint an adviser to carry out, a security review of the Hosting Company's data centre controls.",
    "The Agency shall, on request, provide the Brand Owner with such receipts as it reasonably needs to verify the production costs recharged.",
    "The Distributor may, on 14 days' notice, have its accountant examine the Supplier's invoices for the rebates paid.",
    "The Franchisor may inspect the Franchisee's stockroom once a quarter.",
  ])("finds: %s", (sentence) => {
    expect(found(sentence)).toBe(true);
  });

  it.each([
    "The Company shall deliver its audited financial statements within 120 days of the end of each financial year.",
    "The Customer shall inspect the Goods on delivery and notify the Supplier of any defect within five days.",
    "The Buyer may inspect each consignment on arrival and reject any part that does not meet the order.",
    "On termination the Supplier shall return all records, except that it may retain copies for its records as the law requires.",
    "Records means all documents, files and data held in any form.",
    "The Consultant shall examine the data provided and report on its conclusions.",
    "The Carrier shall make any damaged consignment available for inspection by the insurer's loss adjuster.",
    "The Retailer shall allow the Brand Owner to inspect samples of any packaging bearing the Brand to confirm that it complies with the brand guidelines.",
    "The works shall be subject to the Employer's right of inspection and supervision to ensure they are completed to a proper standard.",
    "The Licensee may examine the source code deposited with the escrow agent when a release event occurs.",
    "Each party shall promptly send the steering committee copies of any inspection findings that a site receives from a regulator.",
    "Each party shall give the other reasonable access to its records for the purpose of defending any third-party claim.",
    "The Customer shall give the Supplier reasonable access to its premises and records in order to provide the Services.",
    "An independent accountant shall be engaged by the Joint Venture Company as its auditor to examine and verify its annual accounts.",
    "The Receiving Party may disclose Confidential Information to its auditors, legal advisers and insurers who need to know it.",
    "The Supplier may share the Customer Data with its auditors and professional advisers under a duty of confidence.",
    "The Company shall deliver to the Investor its audited annual accounts within 120 days after the end of each financial year.",
    "The Licensee may examine and test the Software for 30 days after installation before accepting it.",
    "The Tenant may inspect the Property before the Term Commencement Date and prepare a schedule of condition.",
    "Each member may inspect the minutes of the Management Committee.",
    "The Customer may request changes to the Services, and the Supplier shall examine each request and respond within 10 days.",
    "Before accepting any order the Seller may examine the Buyer's credit history and may ask for payment in advance.",
    "Either party may refer a dispute to an expert, who may examine any documents the parties submit.",
    "Each party may inspect the public register of the other at Companies House.",
    "The Supplier shall appoint a firm of chartered auditors for its annual accounts.",
  ])("does not take for an audit right: %s", (sentence) => {
    expect(found(sentence)).toBe(false);
  });
});

describe("warranty duration is a warranty given, not a writ", () => {
  it("does not read a 'warranty of attachment' in an insolvency ground as a warranty period", () => {
    const doc = prepare(
      "12.2 Either party may end this Agreement on notice if the other has a writ or warranty of attachment issued against its assets which is not discharged within thirty (30) days.",
    );
    expect(warrantyDuration(doc)).toEqual([]);
    const given = prepare(
      "8.1 The Supplier warrants that the Goods will be free from defects for twelve (12) months after delivery.",
    );
    expect(warrantyDuration(given)).toHaveLength(1);
  });
});

describe("a warranty given to the goods themselves", () => {
  it.each([
    "8.1 The Manufacturer warrants each Boiler for two years from the date of installation.",
    "8.1 The Supplier warrants the Goods against faulty materials for 18 months after delivery.",
  ])("reads its length: %s", (sentence) => {
    expect(warrantyDuration(prepare(sentence))).toHaveLength(1);
  });

  it("does not read a statement warranted about a past year as a warranty period", () => {
    expect(
      warrantyDuration(
        prepare(
          "8.1 The Seller warrants the accounts for the 12 months ended 31 March 2026 to be true and fair.",
        ),
      ),
    ).toHaveLength(0);
  });
});

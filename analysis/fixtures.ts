/**
 * Contract wording written for the tests (not taken from any real contract): a British SaaS
 * agreement and a US services agreement, plus helpers to build small variants.
 */

/** UK_SAAS without the customer's right to end it at any time, so its renewal notice holds the customer */
export const UK_SAAS_WITHOUT_EXIT = (): string =>
  UK_SAAS.replace(/^10\.1 The Customer may terminate this Agreement for convenience[^\n]*\n/m, "");

export const UK_SAAS = `SOFTWARE AS A SERVICE AGREEMENT

This Agreement is dated 1 March 2024

PARTIES

(1) Cloudly Software Limited, a company incorporated in England and Wales with company number 01234567 whose registered office is at 1 King Street, London EC2V 8AU (the "Supplier"); and

(2) Harbour Bakeries Ltd, a company incorporated in England and Wales with company number 07654321 whose registered office is at 5 Quay Road, Bristol BS1 4QA (the "Customer").

AGREED TERMS

1. Definitions and interpretation

1.1 In this Agreement "Services" means the hosted software services described in Schedule 1.

2. Term

2.1 This Agreement shall commence on 1 April 2024 and shall continue for an initial term of twelve (12) months (the "Initial Term").

2.2 At the end of the Initial Term this Agreement shall automatically renew for successive periods of twelve (12) months (each a "Renewal Period") unless either party gives the other not less than three (3) months' written notice of termination before the end of the Initial Term or the relevant Renewal Period.

3. Charges and payment

3.1 The Customer shall pay the subscription fees of £12,000 per annum, invoiced quarterly in advance.

3.2 The Customer shall pay each valid invoice within thirty (30) days of the date of receipt of the invoice.

3.3 If the Customer fails to pay any amount by the due date, the Supplier may charge interest on the overdue amount at the rate of 4% per annum above the Bank of England's base rate from time to time.

4. Service levels

4.1 The Supplier shall use commercially reasonable endeavours to make the Services available 99.5% of the time in each calendar month, excluding planned maintenance.

4.2 The Supplier shall respond to Priority 1 support requests within four (4) hours, and service credits shall apply as set out in Schedule 2 where the availability target is not met.

5. Data protection

5.1 Each party shall comply with the UK GDPR and the Data Protection Act 2018 in relation to any personal data processed under this Agreement.

6. Confidentiality

6.1 Each party shall keep the other party's Confidential Information confidential for the term of this Agreement and for five (5) years after its termination.

7. Intellectual property

7.1 All intellectual property rights in the Services belong to the Supplier. All intellectual property rights in the Customer Data shall remain the property of the Customer.

8. Indemnity

8.1 The Supplier shall indemnify the Customer against all losses, damages and costs arising out of any claim that the Customer's use of the Services infringes the intellectual property rights of a third party.

9. Limitation of liability

9.1 Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence or for fraud or fraudulent misrepresentation.

9.2 Subject to clause 9.1, neither party shall be liable for any loss of profits or any indirect or consequential loss.

9.3 Subject to clause 9.1, each party's total aggregate liability arising under or in connection with this Agreement shall not exceed the total charges paid in the twelve (12) months preceding the claim.

10. Termination

10.1 The Customer may terminate this Agreement for convenience at any time by giving the Supplier not less than thirty (30) days' written notice.

10.2 Either party may terminate this Agreement with immediate effect by written notice if the other party commits a material breach which is not remedied within thirty (30) days.

11. Assignment

11.1 Neither party shall assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party.

12. Insurance

12.1 The Supplier shall maintain professional indemnity insurance of not less than £1,000,000 for the term of this Agreement.

13. Force majeure

13.1 Neither party shall be in breach of this Agreement if it is prevented from performing its obligations by a Force Majeure Event.

14. Governing law and jurisdiction

14.1 This Agreement and any dispute arising out of it shall be governed by and construed in accordance with the law of England and Wales.

14.2 Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction to settle any dispute arising out of this Agreement.
`;

export const US_SERVICES = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is entered into as of January 15, 2023 (the "Effective Date") by and between Acme Analytics, Inc., a Delaware corporation ("Provider"), and Blue River Retail LLC, a New York limited liability company ("Client").

Section 1. Services. Provider shall perform the services described in each Statement of Work.

Section 2. Fees. Client shall pay Provider a monthly fee of $8,500. Payment terms are Net 45 from the date of invoice. Late payments shall bear interest at the rate of one and one-half percent (1.5%) per month.

Section 3. Term. The initial term of this Agreement shall be one (1) year from the Effective Date. This Agreement shall not renew automatically; any renewal shall be by mutual written agreement of the parties.

Section 4. Termination. Either party may terminate this Agreement for any reason upon sixty (60) days' prior written notice to the other party.

Section 5. Indemnification. Each party shall indemnify, defend and hold harmless the other party from and against any and all third-party claims arising out of its gross negligence or willful misconduct.

Section 6. Limitation of Liability. IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY EXCEED THE FEES PAID IN THE SIX (6) MONTHS PRECEDING THE CLAIM, EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS AND BREACH OF CONFIDENTIALITY.

Section 7. Governing Law. This Agreement shall be governed by the laws of the State of New York, without regard to its conflict of laws principles, and the parties submit to the exclusive jurisdiction of the state and federal courts located in New York County, New York.

Section 8. Audit. Client shall have the right, upon thirty (30) days' notice, to audit Provider's books and records relating to the fees charged under this Agreement.
`;

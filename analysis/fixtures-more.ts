/**
 * Contracts written for the advice and outgoing-voice tests (our own wording, no third-party text): a cleaning
 * contract in plain English, recruitment terms of business that exclude the agency's liability, a
 * US software licence with an exception to the cap for the licensor only, and an equipment hire.
 */
export const CLEANING_CONTRACT = `CLEANING SERVICES CONTRACT

This contract is made on 10 January 2026 between:
BRIGHTSIDE CLEANING SERVICES LTD (company number 10293847), of 5 Canal Street, Manchester M1 3HE ("the Contractor"); and
OAKLEAF DENTAL PRACTICE LIMITED (company number 11928374), of 22 High Street, Stockport SK1 1EG ("the Client").

1. Services
1.1 The Contractor will clean the Client's premises at 22 High Street, Stockport each weekday evening in accordance with the Specification in Schedule 1.
1.2 The Contractor will put right any cleaning that falls below the Specification within 24 hours of a complaint, at no extra charge.
1.3 The Contractor will ensure that its staff are trained in infection control and hold a basic DBS check.

2. Duration
2.1 This contract starts on 1 February 2026 and continues for 12 months. It will then continue on a rolling basis until either party gives one month's written notice.
2.2 The Client may end this contract at any time by giving the Contractor two months' written notice.

3. Price and payment
3.1 The Client will pay £1,250 per month plus VAT. The Contractor will invoice at the end of each month and the Client will pay within 30 days of the invoice date.
3.2 The Contractor may review the price on each anniversary of the start date. Any increase will not exceed 5%.

4. Responsibility and insurance
4.1 The Contractor is responsible for loss of or damage to the Client's property caused by its staff's negligence.
4.2 The Contractor will hold public liability insurance of at least £5,000,000 and employer's liability insurance as required by law.
4.3 The Contractor's total liability under this contract is limited to £100,000 per year, except for death or personal injury caused by negligence.

5. Staff
5.1 During this contract and for six months after it ends, the Client will not employ any cleaner who has worked at the premises for the Contractor, unless the Contractor agrees.

6. Confidentiality and data
6.1 The Contractor's staff will not read, copy or remove any patient records or documents at the premises.
6.2 The Contractor will comply with data protection law and will tell the Client without delay if any patient information is seen or lost.

7. General
7.1 Neither party may transfer this contract without the other's written agreement.
7.2 This contract is governed by the law of England and Wales.
`;

export const RECRUITMENT_TERMS = `TERMS OF BUSINESS FOR THE INTRODUCTION OF PERMANENT CANDIDATES

These terms are between Fenwick Talent Limited, a company registered in England and Wales (company number 08123456) ("the Agency"), and the client named in the schedule ("the Client"), Larchmont Engineering Ltd.

1. Application
1.1 These terms apply to every introduction of a Candidate by the Agency to the Client and are deemed accepted when the Client interviews a Candidate introduced by the Agency.

2. Fees
2.1 If the Client engages a Candidate introduced by the Agency within 12 months of the introduction, the Client shall pay the Agency a fee of 20% of the Candidate's first year's basic salary.
2.2 The Agency will invoice the fee on the Candidate's start date. Invoices are payable within 14 days of the invoice date.
2.3 The Agency may charge interest on overdue invoices at 8% a year above the Bank of England base rate under the Late Payment of Commercial Debts (Interest) Act 1998.

3. Rebates
3.1 If a Candidate leaves within 12 weeks of the start date, the Agency will refund part of the fee: 100% in weeks 1 to 4, 50% in weeks 5 to 8 and 25% in weeks 9 to 12, provided the fee was paid within 14 days of the invoice date and the Client tells the Agency within 7 days of the Candidate leaving.

4. Introductions to others
4.1 If the Client passes a Candidate's details to a third party who then engages the Candidate within 12 months, the Client shall pay the fee as if it had engaged the Candidate itself.

5. Liability
5.1 The Agency will take reasonable steps to check the Candidate's identity and right to work, but the Client is responsible for taking up references and checking qualifications.
5.2 The Agency shall not be liable for any loss, damage or expense arising from the introduction or engagement of any Candidate, except where caused by the Agency's negligence.

6. Data
6.1 Each party shall comply with the UK GDPR in respect of Candidate personal data it receives, and the Client shall use Candidate details only to consider the Candidate for employment.

7. Law
7.1 These terms are governed by English law and the English courts have exclusive jurisdiction.
`;

export const US_SOFTWARE_LICENCE = `SOFTWARE LICENSE AND MAINTENANCE AGREEMENT

This Software License and Maintenance Agreement (the "Agreement") is entered into as of February 2, 2026 (the "Effective Date") between Granite Ledger Software, Inc., a Delaware corporation ("Licensor"), and Prairie Feed & Supply Co., an Iowa corporation ("Licensee").

1. LICENSE
1.1 Subject to payment of the License Fee, Licensor grants Licensee a perpetual, non-exclusive, non-transferable license to install and use the Software on up to twenty-five (25) workstations for its internal business purposes.
1.2 Licensee shall not reverse engineer, decompile or disassemble the Software.

2. FEES
2.1 Licensee shall pay a one-time License Fee of $48,000 within thirty (30) days of delivery of the Software.
2.2 Annual Maintenance and Support fees equal twenty percent (20%) of the License Fee and are payable annually in advance.

3. MAINTENANCE AND SUPPORT
3.1 Licensor shall provide Maintenance and Support for an initial period of one (1) year from delivery. Maintenance and Support shall renew automatically for successive one (1) year periods unless Licensee gives written notice of non-renewal at least ninety (90) days before the end of the then-current period.
3.2 Licensor shall respond to Severity 1 issues within two (2) hours and use commercially reasonable efforts to provide a workaround within one (1) business day.

4. AUDIT
4.1 Licensor may, upon thirty (30) days' written notice and no more than once per calendar year, audit Licensee's use of the Software to verify compliance with this Agreement. If an audit reveals use beyond the licensed number of workstations, Licensee shall pay the applicable fees for the excess use and, if the excess exceeds five percent (5%), the reasonable costs of the audit.

5. WARRANTY
5.1 Licensor warrants that for ninety (90) days after delivery the Software will perform substantially in accordance with its Documentation. Licensee's sole remedy for breach of this warranty is correction or replacement of the Software or, if Licensor cannot correct it, a refund of the License Fee.
5.2 EXCEPT AS STATED IN SECTION 5.1, THE SOFTWARE IS PROVIDED "AS IS" AND LICENSOR DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED.

6. INDEMNITY
6.1 Licensor shall defend Licensee against any third-party claim that the Software infringes a United States patent or copyright and pay any damages finally awarded.

7. LIMITATION OF LIABILITY
7.1 EXCEPT FOR LICENSOR'S OBLIGATIONS UNDER SECTION 6, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY EXCEED THE FEES PAID BY LICENSEE IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.
7.2 NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT, CONSEQUENTIAL OR PUNITIVE DAMAGES OR LOST PROFITS.

8. GENERAL
8.1 Licensee may not assign this Agreement without Licensor's prior written consent. Licensor may assign this Agreement to any successor to its business.
8.2 This Agreement is governed by the laws of the State of Delaware.
`;

export const EQUIPMENT_HIRE = `EQUIPMENT HIRE AND MAINTENANCE AGREEMENT

THIS AGREEMENT is dated 2 February 2026

PARTIES
(1) KELDALE PLANT HIRE LIMITED, incorporated and registered in England and Wales with company number 07781234 whose registered office is at Unit 4, Riverside Park, Leeds LS10 1AB ("Owner"); and
(2) MARSHWOOD BAKERIES LTD, incorporated and registered in England and Wales with company number 09912345 whose registered office is at 18 Mill Lane, York YO1 7HE ("Hirer").

AGREED TERMS

1. HIRE PERIOD
1.1 The Owner shall hire the Equipment to the Hirer for a minimum period of 36 months starting on the Delivery Date (the "Minimum Period").
1.2 After the Minimum Period the hire shall continue from month to month until either party gives the other not less than three months' written notice to end it.

2. HIRE CHARGES
2.1 The Hirer shall pay the Owner a hire charge of £1,450 plus VAT per month, monthly in advance by direct debit on the first day of each month.
2.2 If the Hirer ends this agreement before the end of the Minimum Period, it shall pay the Owner all hire charges for the rest of the Minimum Period.
2.3 The Owner may increase the hire charge on each anniversary of the Delivery Date by the percentage increase in the Retail Prices Index over the previous 12 months.

3. MAINTENANCE
3.1 The Owner shall service the Equipment every six months and shall attend site to repair any breakdown within 8 working hours of being notified.
3.2 If a breakdown is not repaired within 2 working days, the Owner shall provide replacement equipment at no extra cost.

4. RISK AND INSURANCE
4.1 The Equipment shall at all times remain the property of the Owner, and the Hirer shall not sell, charge or part with possession of it.
4.2 Risk in the Equipment passes to the Hirer on delivery. The Hirer shall insure the Equipment for its full replacement value with a reputable insurer and note the Owner's interest on the policy.

5. LIABILITY
5.1 Nothing in this agreement limits either party's liability for death or personal injury caused by negligence, or for fraud.
5.2 Subject to clause 5.1, the Owner's total liability to the Hirer in each contract year shall not exceed the hire charges paid in that year.
5.3 The Owner shall not be liable for loss of production, loss of profit or any indirect loss.

6. TERMINATION
6.1 The Owner may end this agreement immediately by written notice if the Hirer fails to pay any sum within 14 days of its due date.
6.2 On termination the Hirer shall make the Equipment available for collection, and the Owner may enter the Hirer's premises to remove it.

7. GENERAL
7.1 The Hirer may not assign or sub-hire the Equipment or this agreement.
7.2 This agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.

Signed for KELDALE PLANT HIRE LIMITED ............ Director
Signed for MARSHWOOD BAKERIES LTD ............ Director
`;

-- The my-assets page's messages read a customer's dividends since a date (messages.repository.ts) on every visit:
-- the primary key starts with the fund, so that read scanned every dividend the customer ever had.
CREATE INDEX "dividend_payment_customer_ex_date_idx" ON "dividend_payment" USING btree ("customer_id", "ex_date");

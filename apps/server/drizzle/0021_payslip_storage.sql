-- A payslip's input and working (3–4 kB of JSON text each) are stored out of line without compression:
-- pglz compression in PGlite's WebAssembly was a third of the time a 10,000-person run spent writing.
-- They are read back whole, one payslip or one run's files at a time, so the extra bytes cost little.
ALTER TABLE "payslips" ALTER COLUMN "input" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "payslips" ALTER COLUMN "result" SET STORAGE EXTERNAL;

// Demo authors for the Vetan blog and its sister product Lekha. People and bios are fictional.
import type { SeedAuthor } from "./types.ts";

export const authors: SeedAuthor[] = [
  {
    slug: "ananya-iyer",
    name: "Ananya Iyer",
    image: "/images/authors/ananya-iyer.svg",
    bio:
      "Ananya leads payroll compliance at Vetan. She has spent eleven years running monthly payroll for " +
      "manufacturing and services companies in Chennai and Pune, and now tracks every EPF, ESI, professional " +
      "tax and TDS change so that Vetan's rule tables stay current.",
  },
  {
    slug: "rohit-deshpande",
    name: "Rohit Deshpande",
    image: "/images/authors/rohit-deshpande.svg",
    bio:
      "Rohit heads the HR practice at Vetan. Before joining, he built HR policies for retail chains and " +
      "IT services firms across Maharashtra and Karnataka. He writes about leave, attendance, onboarding and " +
      "how the Labour Codes change day-to-day HR work.",
  },
  {
    slug: "meera-krishnan",
    name: "Meera Krishnan",
    image: "/images/authors/meera-krishnan.svg",
    bio:
      "Meera is a product engineer on Vetan's payroll and payslip team in Bengaluru. She cares about " +
      "explainable salary calculations, privacy by design and software that an HR executive can trust on " +
      "the last working day of the month.",
  },
  {
    slug: "kabir-sethi",
    name: "CA Kabir Sethi",
    image: "/images/authors/kabir-sethi.svg",
    bio:
      "Kabir is a chartered accountant and the domain lead for Lekha, our GST accounting and invoicing app " +
      "for small businesses. He has advised traders, clinics and agencies in Delhi NCR on GST, TDS and " +
      "bookkeeping for over a decade.",
  },
  {
    slug: "farhan-qureshi",
    name: "Farhan Qureshi",
    image: "/images/authors/farhan-qureshi.svg",
    bio:
      "Farhan leads implementation at Vetan. He has moved more than a hundred firms from spreadsheets and " +
      "older payroll tools to Vetan, and writes practical guides on migration, integrations and clean " +
      "employee master data.",
  },
];

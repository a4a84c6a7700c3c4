// Demo content for an empty database (DESIGN.md): the public site's posts, authors, FAQ, plans, plan
// modules and SEO settings, and a demo firm. It runs only when there are no products yet, so a database
// in use is never touched, and it runs in one transaction, so a half-seeded database cannot exist.
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  authors as authorsTable,
  blogBlocks,
  blogPosts,
  faqs as faqsTable,
  employees,
  firms,
  planFeatures,
  planModules as planModulesTable,
  plans as plansTable,
  planSubmodules,
  products,
  seoPages as seoPagesTable,
  users,
} from "../db/schema.ts";
import { safeUrl, sanitizeBlockHtml } from "../site/blog/sanitize.ts";
import type { Db } from "../platform/db/client.ts";
import { enterFirm, withFirm } from "../platform/db/tenancy.ts";
import { indiaToday } from "@vetan/shared/dates";
import { demoFirmPeople, writeDemoActivity, writePeople } from "./demo-firm.ts";
import { DEMO_ATTENDANCE_SETTINGS, demoCalendar, writeDemoAttendance } from "./demo-attendance.ts";
import { demoAttendanceFrom, demoPayrollMonths } from "./demo-months.ts";
import { demoLeave, writeDemoLeave } from "./demo-leave.ts";
import { demoRunAt, writeDemoPayroll } from "./demo-payroll.ts";
import { writeDemoExpenses } from "./demo-expenses.ts";
import { writeDemoWebhooks } from "./demo-webhooks.ts";
import { hashPassword } from "../accounts/accounts/passwords.ts";
import { authors } from "./content/authors.ts";
import { faqs } from "./content/faq.ts";
import { planModules } from "./content/plan-modules.ts";
import { plans } from "./content/plans.ts";
import { posts } from "./content/posts.ts";
import { seoPages } from "./content/seo-pages.ts";

export const DEMO_FIRM_ID = "0b7e4c1e-5a3f-4d2b-9c61-2f8a7d3e9b10";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (row?.n ?? 0) > 0;
}

export async function seedDemo(db: Db, options: { sisterBlogBaseUrl: string; seal?: (plain: string) => string; sealWebhookSecret?: (plain: string) => string }): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await tx.insert(products).values([
      { code: "VETAN", name: "Vetan", webid: 2, blogBaseUrl: null },
      { code: "LEKHA", name: "Lekha", webid: 3, blogBaseUrl: options.sisterBlogBaseUrl },
    ]);

    const authorRows = await tx
      .insert(authorsTable)
      .values(authors.map((a) => ({ slug: a.slug, name: a.name, imageUrl: a.image, bio: a.bio })))
      .returning({ id: authorsTable.id, slug: authorsTable.slug });
    const authorId = new Map(authorRows.map((a) => [a.slug, a.id]));

    for (const post of posts) {
      const id = authorId.get(post.authorSlug);
      if (id === undefined) throw new Error(`Seed post ${post.slug} names unknown author ${post.authorSlug}`);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          productCode: post.product,
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          keyword: post.keywords.join(", "),
          tag: post.tags.join(", "),
          imageUrl: post.image.src,
          imageAlt: post.image.alt,
          imageTitle: post.image.title,
          imageDesc: post.image.desc,
          imageWidth: post.image.width,
          imageHeight: post.image.height,
          authorId: id,
          status: "published",
          seoTitle: post.seoTitle,
          seoDescription: post.seoDescription,
          // Noon IST on the publication day.
          publishedAt: new Date(`${post.publishedAt}T12:00:00+05:30`),
        })
        .returning({ id: blogPosts.id });
      await tx.insert(blogBlocks).values(
        post.blocks.map((b, position) => ({
          postId: row!.id,
          position,
          blockType: b.type,
          blockContent: b.type === "video" ? (safeUrl(b.content) ?? "") : sanitizeBlockHtml(b.content),
          blockImage: b.image ? safeUrl(b.image.src) : null,
          blockImageAlt: b.image?.alt ?? "",
          blockImageTitle: b.image?.title ?? "",
          blockImageDesc: b.image?.desc ?? "",
          blockImageWidth: b.image?.width ?? null,
          blockImageHeight: b.image?.height ?? null,
        })),
      );
    }

    await tx.insert(faqsTable).values(faqs.map((f, position) => ({ ...f, position })));

    const planIds = new Map<string, number>();
    for (const [position, plan] of plans.entries()) {
      const [row] = await tx
        .insert(plansTable)
        .values({
          name: plan.name,
          description: plan.description,
          pricePaise: plan.pricePerMonthRupees * 100,
          isNew: plan.isNew,
          tier: plan.tier,
          includedEmployees: plan.includedEmployees,
          extraEmployeePaise: plan.extraEmployeeRupees === null ? null : plan.extraEmployeeRupees * 100,
          position,
        })
        .returning({ id: plansTable.id });
      planIds.set(plan.tier, row!.id);
      await tx
        .insert(planFeatures)
        .values(plan.features.map((f, i) => ({ planId: row!.id, name: f.name, description: f.desc, position: i })));
    }

    for (const [position, m] of planModules.entries()) {
      const [row] = await tx.insert(planModulesTable).values({ module: m.module, moduleKey: m.moduleKey, position }).returning({ id: planModulesTable.id });
      await tx.insert(planSubmodules).values(m.submodules.map((s, i) => ({ moduleId: row!.id, ...s, position: i })));
    }

    await tx.insert(seoPagesTable).values(
      seoPages.map((p) => ({ pageId: p.pageId, path: p.path, title: p.title, description: p.description, keywords: p.keywords })),
    );

    await tx.insert(firms).values({
      id: DEMO_FIRM_ID,
      name: "Sahyadri Textiles Private Limited",
      ownerName: "Ananya Kulkarni",
      startDate: "2011-06-15",
      gst: "27AAPFU0939F1ZV",
      firmType: "Private Limited Company",
      size: "51-200",
      email: "hr@sahyadritextiles.example",
      mobile: "9800000001",
      address: "Plot 14, MIDC Bhosari, Pune, Maharashtra 411026",
      // Enterprise, so every screen and journey the demo shows stays open (decision 031).
      planId: planIds.get("enterprise") ?? null,
    });
    // The rest of this transaction is the demo firm's own work.
    await enterFirm(tx, DEMO_FIRM_ID);
    const today = indiaToday();
    const people = demoFirmPeople(today);
    await writePeople(tx, DEMO_FIRM_ID, people, today, options.seal);
    await writeDemoActivity(tx, DEMO_FIRM_ID, people, today);
    // Leave first: its approved days are leave in the attendance that follows (no punches on them).
    const now = Date.now();
    const leave = demoLeave(people, demoCalendar(people, today), today, demoAttendanceFrom(today, DEMO_ATTENDANCE_SETTINGS.cycle_start_day), now);
    await writeDemoLeave(tx, DEMO_FIRM_ID, leave, now);
    await writeDemoAttendance(tx, DEMO_FIRM_ID, people, today, now, leave.leaveDays);
    // Payroll last: its runs take the attendance cycles (and lock them), and the claims approved by then.
    const byMobile = (mobile: string) => people.employees.find((e) => e.mobile === mobile)?.id as string;
    const payrollMonths = demoPayrollMonths(today);
    await writeDemoExpenses(tx, DEMO_FIRM_ID, people.employees, payrollMonths, {
      hr: byMobile("9800000002"),
      admin: byMobile("9800000001"),
      meera: byMobile("9800000003"),
      now,
      runAt: (month) => demoRunAt(month, now),
    });
    await writeDemoPayroll(tx, DEMO_FIRM_ID, people.employees, today, { cycleStartDay: DEMO_ATTENDANCE_SETTINGS.cycle_start_day, computedBy: byMobile("9800000002"), approvedBy: byMobile("9800000001"), now });
    // A webhook's secret is sealed with the server's key: written when the server seeds (the test template has no key to seal with).
    if (options.sealWebhookSecret) await writeDemoWebhooks(tx, DEMO_FIRM_ID, people.employees, { now, seal: options.sealWebhookSecret });
  });
  await seedDemoAccounts(db);
  return true;
}

/** Demo sign-ins (README): one person of each user type, all with DEMO_PASSWORD. Local demo data only. */
export const DEMO_PASSWORD = "Vetan-demo-2026";
export const DEMO_ACCOUNTS = [
  { name: "Vetan Platform Admin", mobile: "9800000000", usType: "S" },
  { name: "Ananya Kulkarni", mobile: "9800000001", usType: "A" },
  { name: "Rohit Deshmukh", mobile: "9800000002", usType: "H" },
  { name: "Meera Iyer", mobile: "9800000003", usType: "E" },
  /** Arjun Nair, Sales manager in Bengaluru: an employee with a team (Meera reports to him). */
  { name: "Arjun Nair", mobile: "9800000004", usType: "E" },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({ name: account.name, mobile: account.mobile, passwordHash, isSuperadmin: account.usType === "S" })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (user) {
      await withFirm(db, DEMO_FIRM_ID, (tx) =>
        tx
          .update(employees)
          .set({ userId: user.id })
          .where(and(eq(employees.firmId, DEMO_FIRM_ID), eq(employees.mobile, account.mobile), isNull(employees.userId))),
      );
    }
  }
  await db.update(firms).set({ ownerUserId: sql`(select id from users where mobile = '9800000001')` }).where(eq(firms.id, DEMO_FIRM_ID));
}

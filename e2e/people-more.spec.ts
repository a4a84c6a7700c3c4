// More about people (/app), in a real browser; each journey at one width (app-steps.ts), axe at both:
//  A. the admin defines a field of the firm's own (an empty label is refused first) and fills it in on
//     Meera's profile: text that is not a number is refused beside the field and nothing is sent; 42 is
//     kept, and shown after a reload;
//  B. HR uploads a PDF to Meera's profile (a text file is refused first, in words beside the file
//     input), and removes a second copy after a confirmation; Meera downloads the PDF from her own profile;
//     Arjun, her manager, gets no Documents section and the page never asks for them;
//  C. the admin adds someone joining today: the onboarding checklist's tasks appear on their profile (and
//     the admin's own in My tasks), and one ticked there stays ticked after a reload and leaves My tasks;
//  D. the new screens and their dialogs pass axe.
// Journeys share one database: everything a journey creates is named for its run and width.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { indiaToday } from "../packages/shared/src/dates.ts";
import { appNav, DESKTOP, fact, idOf, loaded, openApp, PHONE, signIn, toast } from "./app-steps.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** Letters only (the directory's search matches words): this run's mark on what it creates. */
const RUN = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** The smallest file the server takes for a PDF: its header and its end-of-file marker. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Every request the page makes to a path matching `pattern`, from now on. */
function requestsTo(page: Page, pattern: RegExp, method?: string) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (pattern.test(new URL(r.url()).pathname) && (!method || r.method() === method)) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

for (const width of [PHONE, DESKTOP]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    if (width === DESKTOP) test("A: the admin defines a field of the firm's own and fills it in on a profile", async ({ page }) => {
      const label = `Locker ${RUN} ${width}`;
      await signIn(page, "admin");
      await openApp(page, "/app", /^Hello, /);
      await appNav(page).getByRole("link", { name: "Our own fields" }).click();
      await loaded(page, "Our own fields");

      await page.getByRole("button", { name: "Add field" }).click();
      const dialog = page.getByRole("dialog", { name: "New field" });
      await expect(dialog).toBeVisible();
      const labelBox = dialog.getByLabel("Label", { exact: true });
      await expect(labelBox).toBeFocused();
      // An empty label: the shared schema's message beside it, and the dialog stays open.
      await dialog.getByRole("button", { name: "Add field" }).click();
      await expect(labelBox).toHaveAttribute("aria-invalid", "true");
      await expect(labelBox).toHaveAccessibleDescription(/Label is required/);
      await labelBox.fill(label);
      await expect(labelBox).not.toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel("Kind of value").selectOption({ label: "Number" });
      await dialog.getByRole("button", { name: "Add field" }).click();
      await expect(toast(page, `${label} added`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Number");

      // Meera's profile: the field is there, not yet given.
      const meera = await idOf(page, "Meera Iyer");
      await openApp(page, `/app/people/${meera}`, "Meera Iyer");
      const more = page.getByRole("region", { name: "More about them" });
      await expect(fact(more, label)).toHaveText("Not given");
      await expect(page.getByRole("navigation", { name: "Sections of this profile" }).getByRole("link", { name: "More about them" })).toBeVisible();

      const sent = requestsTo(page, /\/custom$/, "PUT");
      await more.getByRole("button", { name: "Edit these" }).click();
      const edit = page.getByRole("dialog", { name: "More about Meera Iyer" });
      const box = edit.getByLabel(label, { exact: true });
      await box.fill("forty-two");
      await edit.getByRole("button", { name: "Save", exact: true }).click();
      // The shared schema's words, beside the field, before anything is sent.
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription(`${label} must be a number`);
      await expect(box).toBeFocused();
      expect(sent).toEqual([]);

      await box.fill("42");
      await edit.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Saved")).toBeVisible();
      await expect(edit).toBeHidden();
      expect(sent).toHaveLength(1);
      await expect(fact(more, label)).toHaveText("42");
      await page.reload();
      await loaded(page, "Meera Iyer");
      await expect(fact(page.getByRole("region", { name: "More about them" }), label)).toHaveText("42");
    });

    if (width === PHONE) test("B: HR uploads a PDF to Meera's profile; she downloads it; Arjun, her manager, sees no documents", async ({ page }) => {
      const title = `Offer letter ${RUN} ${width}`;
      await signIn(page, "hr");
      const meera = await idOf(page, "Meera Iyer");
      await openApp(page, `/app/people/${meera}`, "Meera Iyer");
      const docs = page.getByRole("region", { name: "Documents" });
      const upload = docs.getByRole("form", { name: "Upload a document" });
      const file = upload.getByLabel("File", { exact: true });
      await expect(file).toHaveAttribute("accept", /\.pdf/);

      // A text file: refused before it is sent, in the server's words, beside the file input. (The server
      // also reads the bytes of what it is sent: a text named .pdf is refused there, in the same words.)
      const posted = requestsTo(page, /\/documents$/, "POST");
      await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("only some notes, not a PDF") });
      await upload.getByLabel("Kind", { exact: true }).selectOption({ label: "Offer letter" });
      await upload.getByLabel("Title", { exact: true }).fill(title);
      await upload.getByRole("button", { name: "Upload" }).click();
      await expect(file).toHaveAttribute("aria-invalid", "true");
      await expect(file).toHaveAccessibleDescription(/Upload a PDF, JPEG, PNG or WebP file/);
      await expect(file).toBeFocused();
      await expect(docs.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveCount(0);
      expect(posted).toEqual([]);

      // The PDF itself.
      await file.setInputFiles({ name: "offer-letter.pdf", mimeType: "application/pdf", buffer: PDF });
      await expect(file).not.toHaveAttribute("aria-invalid", "true");
      await upload.getByRole("button", { name: "Upload" }).click();
      await expect(toast(page, `${title} uploaded`)).toBeVisible();
      const row = docs.getByRole("row", { name: new RegExp(`^${title} \\(download`) });
      await expect(row).toContainText("Offer letter");
      await expect(row).toContainText("by Rohit Deshmukh");
      // The form is ready for the next one.
      await expect(upload.getByLabel("Title", { exact: true })).toHaveValue("");

      // A second copy, removed after a confirmation; Cancel first changes nothing.
      const copy = `${title} copy`;
      await file.setInputFiles({ name: "offer-letter.pdf", mimeType: "application/pdf", buffer: PDF });
      await upload.getByLabel("Kind", { exact: true }).selectOption({ label: "Other" });
      await upload.getByLabel("Title", { exact: true }).fill(copy);
      await upload.getByRole("button", { name: "Upload" }).click();
      await expect(toast(page, `${copy} uploaded`)).toBeVisible();
      const copyRow = docs.getByRole("row", { name: new RegExp(`^${copy} \\(download`) });
      await copyRow.getByRole("button", { name: `Remove ${copy}` }).click();
      const confirm = page.getByRole("dialog", { name: "Remove this document?" });
      await expect(confirm).toContainText(copy);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(copyRow).toHaveCount(1);
      await copyRow.getByRole("button", { name: `Remove ${copy}` }).click();
      await confirm.getByRole("button", { name: "Remove", exact: true }).click();
      await expect(toast(page, `${copy} removed`)).toBeVisible();
      await expect(copyRow).toHaveCount(0);
      await expect(row).toHaveCount(1);

      // Meera, on her own profile: she downloads it (and may not remove what HR put there).
      await page.context().clearCookies();
      await signIn(page, "meera");
      await openApp(page, "/app", /^Hello, /);
      await appNav(page).getByRole("link", { name: "My profile" }).click();
      await loaded(page, "Meera Iyer");
      const own = page.getByRole("region", { name: "Documents" });
      const ownRow = own.getByRole("row", { name: new RegExp(`^${title} \\(download`) });
      await expect(ownRow.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
      const downloading = page.waitForEvent("download");
      await ownRow.getByRole("link", { name: `${title} (download PDF)` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await readFile(await download.path())).equals(PDF)).toBe(true);

      // Arjun, her manager: her personal details and checklist, but no documents, and none asked for.
      await page.context().clearCookies();
      await signIn(page, "arjun");
      // The documents API, not a script chunk that happens to be named after them.
      const asked = requestsTo(page, /\/api\/v1\/.*\/documents/);
      await openApp(page, `/app/people/${meera}`, "Meera Iyer");
      await expect(page.getByRole("region", { name: "Personal and contact" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Onboarding and exit" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Documents" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Sections of this profile" })).not.toContainText("Documents");
      await expect(page.getByText(title)).toHaveCount(0);
      expect(asked).toEqual([]);
    });

    if (width === DESKTOP) test("C: someone joining today gets the onboarding checklist; a task ticked on the profile stays ticked", async ({ page }) => {
      const name = `Joiner ${RUN} ${width}`;
      const task = "Set up work email, laptop and access";
      await signIn(page, "admin");
      const template = ((await (await page.request.get("/api/v1/checklists")).json()) as { onboarding: { title: string }[] }).onboarding;
      expect(template.map((t) => t.title)).toContain(task);

      await openApp(page, "/app/people/new", "Add employee");
      const form = page.getByRole("form", { name: "Add employee" });
      await form.getByLabel("Full name").fill(name);
      await form.getByLabel("Joining date").fill(indiaToday());
      await form.getByLabel("Workspace", { exact: true }).selectOption({ label: "Bengaluru Office" });
      await form.getByRole("button", { name: "Add employee" }).click();
      await expect(toast(page, `${name} is added`)).toBeVisible();
      await loaded(page, name);
      const profileUrl = page.url();

      // The checklist on the profile: every task of the template, none done, the admin's due today.
      const tasks = page.getByRole("region", { name: "Onboarding and exit" });
      const onboarding = tasks.getByRole("list", { name: "Onboarding tasks" });
      await expect(onboarding.getByRole("listitem")).toHaveCount(template.length);
      await expect(tasks).toContainText(`0 of ${template.length} tasks done`);
      const item = onboarding.getByRole("listitem").filter({ hasText: task });
      await expect(item).toContainText("Admin: you");
      await expect(item).toContainText("Due today");

      // The admin's own task waits in My tasks, naming the person.
      await appNav(page).getByRole("link", { name: "My tasks" }).click();
      await loaded(page, "My tasks");
      const mine = page.getByRole("list", { name: "My open tasks" });
      await expect(mine.getByRole("checkbox", { name: `${task} (for ${name})` })).toBeVisible();
      await mine.getByRole("link", { name }).first().click();
      await loaded(page, name);
      expect(page.url()).toBe(profileUrl);

      // Ticked from the keyboard.
      const box = page.getByRole("region", { name: "Onboarding and exit" }).getByRole("checkbox", { name: task });
      await box.focus();
      await page.keyboard.press("Space");
      await expect(toast(page, `Done: ${task}`)).toBeVisible();
      await expect(box).toBeChecked();
      await expect(page.getByRole("region", { name: "Onboarding and exit" })).toContainText(`1 of ${template.length} tasks done`);
      await page.reload();
      await loaded(page, name);
      await expect(page.getByRole("region", { name: "Onboarding and exit" }).getByRole("checkbox", { name: task })).toBeChecked();

      await appNav(page).getByRole("link", { name: "My tasks" }).click();
      await loaded(page, "My tasks");
      await expect(page.getByRole("checkbox", { name: `${task} (for ${name})` })).toHaveCount(0);
    });

    test("D: the new screens and their dialogs pass axe", async ({ page }) => {
      await signIn(page, "admin");
      const meera = await idOf(page, "Meera Iyer");
      const screens: { path: string; heading: string; open?: string }[] = [
        { path: "/app/tasks", heading: "My tasks" },
        { path: "/app/settings/fields", heading: "Our own fields", open: "Add field" },
        { path: "/app/settings/checklists", heading: "Checklists", open: "Change the onboarding checklist" },
        { path: "/app/settings/firm", heading: "Firm profile", open: "Edit profile" },
        { path: `/app/people/${meera}`, heading: "Meera Iyer", open: "Edit these" },
      ];
      for (const s of screens) {
        await openApp(page, s.path, s.heading);
        expect.soft(await seriousViolations(page), `axe on ${s.path} at ${width} px`).toEqual([]);
        if (!s.open) continue;
        await page.getByRole("button", { name: s.open }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        expect.soft(await seriousViolations(page), `axe on ${s.path} with "${s.open}" open at ${width} px`).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });
  });
}

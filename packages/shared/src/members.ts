// Adding a person to a firm (admin dashboard): an HR (H) or employee (E) member, by mobile number. When that
// number signs up (or already has an account) the person joins the firm.
import { z } from "zod";
import { mobileField, requiredText } from "./fields.ts";

export const AddMemberSchema = z.strictObject({
  name: requiredText("Name", { max: 100 }),
  mobile: mobileField("Mobile is required", "Mobile number should be 10 digits"),
  us_type: z.enum(["H", "E"], { error: "Choose HR or Employee" }),
});
export type AddMemberInput = z.infer<typeof AddMemberSchema>;

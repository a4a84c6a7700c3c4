import { ContactPayloadSchema } from "@vetan/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContactService } from "./contact.service.ts";

export const CONTACT_THANK_YOU = "Thank you for reaching out. Our team will call you within one working day.";

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; perIpPer10Min: number }> = async (
  app,
  { contact, perIpPer10Min },
) => {
  app.post(
    "/SuperadminContactus",
    {
      config: { rateLimit: { max: perIpPer10Min, timeWindow: "10 minutes" } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ["site"],
        summary: "Talk to Us: store a contact request (lead)",
        body: ContactPayloadSchema,
      },
    },
    async (request) => {
      await contact.submit(request.body);
      return { status: "0", result: CONTACT_THANK_YOU };
    },
  );
};

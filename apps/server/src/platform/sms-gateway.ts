// Text messages leave through one adapter. Indian SMS providers (MSG91, Gupshup, Kaleyra, Twilio's Indian
// routes) each need a contract and DLT-registered templates, which an installation arranges for itself; the
// adapter speaks one plain JSON shape to SMS_WEBHOOK_URL — the provider's own endpoint where it accepts it,
// or a small relay that holds the provider's credentials. Without it, messages stay in the outbox.

export interface SmsGateway {
  /** Resolves when the gateway has accepted the message; throws with the gateway's answer otherwise. */
  send(to: string, body: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/** POST {"to": "+91XXXXXXXXXX", "message": "…"} with an optional bearer token; any 2xx is accepted. */
export function webhookSmsGateway(url: string, token: string, fetcher: typeof fetch = fetch): SmsGateway {
  return {
    async send(to, body) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: `+91${to}`, message: body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    },
  };
}

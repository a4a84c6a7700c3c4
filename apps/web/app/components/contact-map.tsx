// The map beside the Talk to Us form. The first screen must make no third-party request (DESIGN.md budget),
// so it shows our own picture of the office area; the live OpenStreetMap frame (the only frame source the
// CSP allows) loads only when someone asks for it.
import { useState } from "react";

/** Placeholder office particulars: replace with the registered office before the site goes live. */
export const OFFICE = {
  name: "Vetan Technologies Private Limited",
  lines: ["3rd Floor, 42 Residency Road", "Shanthala Nagar, Ashok Nagar", "Bengaluru, Karnataka 560025"],
  landmark: "Between Brigade Road and Museum Road, a short walk from MG Road metro station",
  lat: 12.9679,
  lon: 77.6033,
} as const;

const osmUrl = `https://www.openstreetmap.org/?mlat=${OFFICE.lat}&mlon=${OFFICE.lon}#map=17/${OFFICE.lat}/${OFFICE.lon}`;
const pad = { lat: 0.004, lon: 0.007 };
const bbox = [OFFICE.lon - pad.lon, OFFICE.lat - pad.lat, OFFICE.lon + pad.lon, OFFICE.lat + pad.lat].map((n) => n.toFixed(4)).join(",");
export const OSM_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${OFFICE.lat},${OFFICE.lon}`;

export function ContactMap() {
  const [live, setLive] = useState(false);
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <div className="contact-map__frame">
        {live ? (
          <iframe
            title="Interactive map of Vetan's office on OpenStreetMap"
            src={OSM_EMBED_URL}
            width="560"
            height="420"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <img
            src="/images/contact/office-map.svg"
            width="560"
            height="420"
            alt="Map of central Bengaluru with a pin on Residency Road, between Brigade Road and Museum Road, south of MG Road and its metro station."
          />
        )}
      </div>
      <div className="contact-map__body">
        <h2 id="contact-map-title">Visit our office</h2>
        <address>
          <strong>{OFFICE.name}</strong>
          {OFFICE.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className="contact-map__landmark">{OFFICE.landmark}</p>
        <div className="contact-map__actions">
          <button type="button" className="button button--ghost button--small" onClick={() => setLive((on) => !on)}>
            {live ? "Show map picture" : "Show interactive map"}
          </button>
          <a className="contact-map__link" href={osmUrl} target="_blank" rel="noopener noreferrer">
            Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}

import { hero, modules, stats } from "../content/home.ts";
import { ui } from "../content/ui.ts";

export const meta = () => [
  { title: "Vetan – HR, Payroll & Attendance Software for India" },
  { name: "description", content: "Vetan runs payroll, attendance, leave, expenses and payslips for Indian firms, with PF, ESI, professional tax and TDS worked out for you." },
];

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <h1>{hero.heading}</h1>
            <p className="lead">{hero.text}</p>
            <div className="actions">
              <a className="button" href="/Pricing">
                {ui.viewPricing}
              </a>
              <a className="button button--ghost" href="/contact_us">
                Book a demo
              </a>
            </div>
          </div>
          <img className="hero__image" src="/images/blog/payslip-sample.svg" alt="A Vetan payslip with earnings, PF, ESI and TDS" width="800" height="450" />
        </div>
      </section>
      <section className="container stats" aria-label="Vetan in numbers">
        {stats.map((s) => (
          <div key={s.label} className="stat">
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </div>
        ))}
      </section>
      <section className="container section">
        <h2>Everything your HR team runs, in one place</h2>
        <div className="card-grid">
          {modules.map((m) => (
            <article key={m.title} className="card">
              <h3>{m.title}</h3>
              <p>{m.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}

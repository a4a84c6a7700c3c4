// The way from a member's dashboard into the firm product (/app): what is there, and the screens to open.
import { Link } from "react-router";

interface Props {
  title: string;
  text: string;
  links: { to: string; label: string }[];
}

export function DashboardAppCard({ title, text, links }: Props) {
  return (
    <section className="dash-app-card" aria-labelledby="app-card-title">
      <div>
        <h2 id="app-card-title">{title}</h2>
        <p>{text}</p>
      </div>
      <div className="dash-app-card__links">
        {links.map((l, i) => (
          <Link key={l.to} to={l.to} className={`button button--small${i === 0 ? "" : " button--ghost"}`}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

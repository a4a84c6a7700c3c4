// The overview's glance at one's own leave (GET /api/v1/leave/balances): what is available of each type
// with a balance, loaded after the page, with the way to apply. Nothing shows when no type applies.
import type { BalancesView } from "@vetan/shared/leave";
import { Link } from "react-router";
import { LoadedPart } from "../../components/console-kit.tsx";
import { appPath } from "../../content/app-nav.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { TypeChip } from "./leave-bits.tsx";
import { daysNumber } from "./leave-format.ts";

export function LeaveSummary() {
  const { loaded } = useFirmData<BalancesView>("/leave/balances", "Could not load your leave.");
  return (
    <section className="dash-panel" aria-labelledby="home-leave-title">
      <div className="dash-panel__head">
        <h2 id="home-leave-title">My leave</h2>
        <Link className="button button--ghost button--small" to={`${appPath("leave")}#apply`}>
          Apply for leave
        </Link>
      </div>
      <LoadedPart loaded={loaded}>
        {(b) => {
          const tracked = b.balances.filter((x) => x.tracks_balance);
          if (tracked.length === 0) return <p className="dash-note">No leave with a balance applies to you yet.</p>;
          return (
            <ul className="leave-home" aria-label="Days available to you">
              {tracked.map((x) => (
                <li key={x.leave_type.id} data-colour={x.leave_type.colour}>
                  <TypeChip type={x.leave_type} size="small" />
                  <span>
                    <span className="leave-home__figure">{daysNumber(x.available)}</span> {x.available === 1 ? "day" : "days"} available
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadedPart>
    </section>
  );
}

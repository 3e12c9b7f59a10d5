import { HomePage } from "~/components/home/home-page";
import { chrome } from "~/content/de/chrome";
import { homeContent } from "~/content/de/home";
import { homeMeta } from "~/lib/page-meta";

export const meta = () => homeMeta("de", chrome, homeContent);

export default function Home() {
  return <HomePage content={homeContent} />;
}

import { HomePage } from "~/components/home/home-page";
import { chrome } from "~/content/chrome";
import { homeContent } from "~/content/home";
import { homeMeta } from "~/lib/page-meta";

export const meta = () => homeMeta("en", chrome, homeContent);

export default function Home() {
  return <HomePage content={homeContent} />;
}

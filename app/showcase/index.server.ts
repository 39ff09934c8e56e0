export {
  listPanoramas,
  listUnits,
  type PublicPanorama,
  type ShowcaseUnit,
} from "./showcase.server";

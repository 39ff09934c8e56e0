export {
  listPanoramas,
  listUnits,
  type PublicPanorama,
  type ShowcaseUnit,
} from "./showcase.server";
export {
  addPanorama,
  addUnit,
  deletePanorama,
  deleteUnit,
  isEquirectangular,
  updateUnit,
} from "./staff.server";

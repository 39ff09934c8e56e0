export { listPanoramas, listUnits } from "./showcase.server";
export {
  addPanorama,
  addUnit,
  deletePanorama,
  deleteUnit,
  isEquirectangular,
  updateUnit,
} from "./staff.server";

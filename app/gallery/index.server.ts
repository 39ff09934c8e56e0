export { getCarouselIllustrations, listIllustrations, pageFromSearch } from "./gallery.server";
export {
  addIllustration,
  deleteIllustration,
  listIllustrationsForStaff,
  moveIllustration,
  updateIllustrationAlt,
} from "./staff.server";

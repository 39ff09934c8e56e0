export {
  getCarouselIllustrations,
  listIllustrations,
  listServiceExamples,
  pageFromSearch,
} from "./gallery.server";
export {
  addIllustration,
  deleteIllustration,
  listIllustrationsForStaff,
  moveIllustration,
  updateIllustrationAlt,
} from "./staff.server";

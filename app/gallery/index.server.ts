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
  setIllustrationServices,
  updateIllustrationAlt,
} from "./staff.server";

import type { LucideIcon } from "lucide-react";
import Building2 from "lucide-react/icons/building-complex";
import Camera from "lucide-react/icons/camera";
import Clapperboard from "lucide-react/icons/clapperboard";
import Image from "lucide-react/icons/image";
import Monitor from "lucide-react/icons/monitor";
import Plane from "lucide-react/icons/plane";
import Rotate3d from "lucide-react/icons/rotate-3d";
import type { ServiceIcon as ServiceIconName } from "../copy";

const icons: Record<ServiceIconName, LucideIcon> = {
  image: Image,
  clapperboard: Clapperboard,
  "rotate-3d": Rotate3d,
  monitor: Monitor,
  building: Building2,
  camera: Camera,
  plane: Plane,
};

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}

import {
  IconActivity, IconApple, IconArrowLeft, IconArrowRight, IconArchive, IconAward, IconBabyCarriage, IconBarbell, IconBath, IconBolt, IconBook, IconBrain,
  IconBread, IconBriefcase, IconBuilding, IconBulb, IconCake, IconCalculator, IconCalendar,
  IconCamera, IconCar, IconCertificate, IconChartBar, IconCheck, IconChefHat, IconClock, IconCloud, IconCode,
  IconCoffee, IconCompass, IconCreditCardOff, IconDental, IconDeviceLaptop, IconDeviceMobile, IconDeviceTablet,
  IconDroplet, IconEdit, IconEgg, IconEye, IconFeather, IconFileCertificate, IconFileText, IconFirstAidKit, IconFish,
  IconFlower, IconGavel, IconGift, IconGlass, IconGlassFull, IconHeadset, IconHeart, IconHome, IconHourglass,
  IconIdBadge, IconKey, IconLamp, IconLeaf, IconLibrary, IconLock, IconMail, IconMapPin, IconMassage, IconMeat,
  IconMessage, IconMicrophone, IconMilk, IconMoon, IconPaint, IconPalette, IconPhone, IconPhoto, IconPill, IconPlant,
  IconReceipt, IconRocket, IconRuler, IconRun, IconSalad, IconScale, IconSchool, IconScissors, IconSearch,
  IconShieldLock, IconShoppingBag, IconSparkles, IconStar, IconStethoscope, IconStretching, IconSun, IconTarget,
  IconTool, IconTrendingUp, IconTruck, IconUserCheck, IconUsers, IconVaccine, IconVideo, IconWalk, IconWand,
  IconWorld, IconWorldWww, type Icon as TablerIcon,
} from '@tabler/icons-react';
import type { IconName } from '~/content/iconNames';

const ICONS: Record<IconName, TablerIcon> = {
  gift: IconGift, clock: IconClock, 'credit-card-off': IconCreditCardOff, search: IconSearch,
  'device-laptop': IconDeviceLaptop, 'device-mobile': IconDeviceMobile, 'device-tablet': IconDeviceTablet,
  'file-text': IconFileText, 'chart-bar': IconChartBar, mail: IconMail, world: IconWorld, edit: IconEdit,
  'user-check': IconUserCheck, headset: IconHeadset, 'shield-lock': IconShieldLock, rocket: IconRocket,
  sparkles: IconSparkles, check: IconCheck, calendar: IconCalendar, 'map-pin': IconMapPin, phone: IconPhone,
  star: IconStar, heart: IconHeart, leaf: IconLeaf, scale: IconScale, briefcase: IconBriefcase,
  building: IconBuilding, home: IconHome, car: IconCar, tool: IconTool, pill: IconPill, stethoscope: IconStethoscope,
  flower: IconFlower, scissors: IconScissors, camera: IconCamera, 'chef-hat': IconChefHat, tooth: IconDental,
  brain: IconBrain, calculator: IconCalculator, ruler: IconRuler, users: IconUsers, bolt: IconBolt, lock: IconLock,
  eye: IconEye, award: IconAward, book: IconBook, palette: IconPalette, coffee: IconCoffee, truck: IconTruck,
  wand: IconWand, message: IconMessage, 'id-badge': IconIdBadge, certificate: IconCertificate, key: IconKey,
  'trending-up': IconTrendingUp, cloud: IconCloud, code: IconCode, plant: IconPlant, spa: IconBath, wine: IconGlass,
  paint: IconPaint, 'first-aid': IconFirstAidKit, activity: IconActivity, baby: IconBabyCarriage,
  vaccine: IconVaccine, receipt: IconReceipt, gavel: IconGavel, 'file-certificate': IconFileCertificate,
  'shopping-bag': IconShoppingBag, photo: IconPhoto, video: IconVideo, microphone: IconMicrophone,
  target: IconTarget, compass: IconCompass, bulb: IconBulb, school: IconSchool, droplet: IconDroplet, sun: IconSun,
  moon: IconMoon, glass: IconGlassFull, fish: IconFish, meat: IconMeat, cake: IconCake, salad: IconSalad,
  dumbbell: IconBarbell, run: IconRun, walk: IconWalk, stretching: IconStretching, massage: IconMassage,
  apple: IconApple, egg: IconEgg, milk: IconMilk, bread: IconBread, archive: IconArchive, feather: IconFeather,
  library: IconLibrary, 'arrow-left': IconArrowLeft, 'arrow-right': IconArrowRight, lamp: IconLamp, globe: IconWorldWww, hourglass: IconHourglass,
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = ICONS[name];
  return <Component size={size} stroke={1.75} aria-hidden="true" />;
}

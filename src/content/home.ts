/** The home page's text, from content/home.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import type { Course } from './courses';
import {
  hero,
  popularCourses as popular,
  testimonials as testimonialData,
  whyChooseUs as features,
} from 'virtual:content/home';

type HomeData = CollectionData<'home'>;
export type Feature = HomeData['whyChooseUs'][number];
export type Testimonial = HomeData['testimonials'][number];

export const homeHero: HomeData['hero'] = hero;
/** Why-choose-us cards on the home page. */
export const whyChooseUs: readonly Feature[] = features;
/** The popular courses the home page shows, in order (named by slug in the data file). */
export const popularCourses: readonly Course[] = popular;
export const testimonials: readonly Testimonial[] = testimonialData;

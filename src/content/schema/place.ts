/** Where a campus is on the map: its coordinates, for directions links and the structured data. */
import { z } from 'zod';

const degrees = (title: string, limit: number, example: string) => {
  const message = `must be a number of degrees between -${limit} and ${limit}, e.g. ${example}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'must be filled in' : message) })
    .min(-limit, { error: message })
    .max(limit, { error: message })
    .meta({ title });
};

export const geoSchema = z
  .strictObject({
    latitude: degrees('Latitude', 90, '-0.2869'),
    longitude: degrees('Longitude', 180, '36.0662'),
  })
  .meta({
    title: 'Map position',
    hint: 'in a map app, long-press the entrance and copy the two numbers (latitude first)',
  });

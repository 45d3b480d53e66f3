/**
 * Real places for the demo listings: every division/district/upazila triple exists in
 * BD_DIVISIONS (the seed test checks it), and the locality is a neighbourhood or town
 * inside that upazila, used in the address and the title.
 */
export type SeedPlace = {
  division: string;
  district: string;
  upazila: string;
  locality: string;
  /** Words that fit the setting in a title ('Sea-View', 'Tea-Garden'). */
  flavours?: readonly string[];
};

export const SEED_PLACES: readonly SeedPlace[] = [
  { division: 'Dhaka', district: 'Dhaka', upazila: 'Savar', locality: 'Bank Town' },
  { division: 'Dhaka', district: 'Dhaka', upazila: 'Savar', locality: 'Ashulia' },
  {
    division: 'Dhaka',
    district: 'Dhaka',
    upazila: 'Keraniganj',
    locality: 'Jinjira',
    flavours: ['Riverside'],
  },
  { division: 'Dhaka', district: 'Gazipur', upazila: 'Gazipur Sadar', locality: 'Tongi' },
  { division: 'Dhaka', district: 'Gazipur', upazila: 'Gazipur Sadar', locality: 'Joydebpur' },
  {
    division: 'Dhaka',
    district: 'Narayanganj',
    upazila: 'Rupganj',
    locality: 'Purbachal',
    flavours: ['Lakeview'],
  },
  { division: 'Dhaka', district: 'Narayanganj', upazila: 'Narayanganj Sadar', locality: 'Chashara' },
  { division: 'Dhaka', district: 'Narayanganj', upazila: 'Sonargaon', locality: 'Mograpara' },
  { division: 'Dhaka', district: 'Tangail', upazila: 'Tangail Sadar', locality: 'Tangail Town' },
  {
    division: 'Chattogram',
    district: 'Chattogram',
    upazila: 'Hathazari',
    locality: 'Hathazari',
    flavours: ['Hillside'],
  },
  { division: 'Chattogram', district: 'Chattogram', upazila: 'Patiya', locality: 'Patiya' },
  {
    division: 'Chattogram',
    district: 'Chattogram',
    upazila: 'Sitakunda',
    locality: 'Sitakunda',
    flavours: ['Hillside'],
  },
  {
    division: 'Chattogram',
    district: "Cox's Bazar",
    upazila: "Cox's Bazar Sadar",
    locality: 'Kolatoli',
    flavours: ['Sea-View', 'Beachside'],
  },
  {
    division: 'Chattogram',
    district: "Cox's Bazar",
    upazila: 'Ukhiya',
    locality: 'Inani',
    flavours: ['Sea-View', 'Beachside'],
  },
  { division: 'Chattogram', district: 'Cumilla', upazila: 'Cumilla Sadar', locality: 'Kandirpar' },
  { division: 'Chattogram', district: 'Feni', upazila: 'Feni Sadar', locality: 'Feni Town' },
  { division: 'Sylhet', district: 'Sylhet', upazila: 'Sylhet Sadar', locality: 'Zindabazar' },
  { division: 'Sylhet', district: 'Sylhet', upazila: 'Sylhet Sadar', locality: 'Upashahar' },
  {
    division: 'Sylhet',
    district: 'Moulvibazar',
    upazila: 'Sreemangal',
    locality: 'Sreemangal',
    flavours: ['Tea-Garden'],
  },
  { division: 'Sylhet', district: 'Habiganj', upazila: 'Habiganj Sadar', locality: 'Habiganj Town' },
  { division: 'Khulna', district: 'Khulna', upazila: 'Rupsha', locality: 'Rupsha', flavours: ['Riverside'] },
  { division: 'Khulna', district: 'Khulna', upazila: 'Dumuria', locality: 'Dumuria' },
  {
    division: 'Khulna',
    district: 'Bagerhat',
    upazila: 'Mongla',
    locality: 'Mongla Port',
    flavours: ['Riverside'],
  },
  { division: 'Khulna', district: 'Jashore', upazila: 'Jessore Sadar', locality: 'Jashore Town' },
  { division: 'Khulna', district: 'Kushtia', upazila: 'Kushtia Sadar', locality: 'Kushtia Town' },
  { division: 'Rajshahi', district: 'Rajshahi', upazila: 'Paba', locality: 'Naohata' },
  { division: 'Rajshahi', district: 'Bogura', upazila: 'Bogra Sadar', locality: 'Satmatha' },
  { division: 'Rajshahi', district: 'Pabna', upazila: 'Ishurdi', locality: 'Ishurdi' },
  { division: 'Rajshahi', district: 'Natore', upazila: 'Natore Sadar', locality: 'Natore Town' },
  {
    division: 'Barishal',
    district: 'Barishal',
    upazila: 'Barishal Sadar',
    locality: 'Band Road',
    flavours: ['Riverside'],
  },
  {
    division: 'Barishal',
    district: 'Patuakhali',
    upazila: 'Kalapara',
    locality: 'Kuakata',
    flavours: ['Sea-View', 'Beachside'],
  },
  { division: 'Barishal', district: 'Bhola', upazila: 'Bhola Sadar', locality: 'Bhola Town' },
  { division: 'Rangpur', district: 'Rangpur', upazila: 'Rangpur Sadar', locality: 'Dhap' },
  { division: 'Rangpur', district: 'Dinajpur', upazila: 'Dinajpur Sadar', locality: 'Dinajpur Town' },
  { division: 'Rangpur', district: 'Nilphamari', upazila: 'Syedpur', locality: 'Syedpur' },
  {
    division: 'Mymensingh',
    district: 'Mymensingh',
    upazila: 'Mymensingh Sadar',
    locality: 'Ganginar Par',
    flavours: ['Riverside'],
  },
  { division: 'Mymensingh', district: 'Mymensingh', upazila: 'Trishal', locality: 'Trishal' },
  { division: 'Mymensingh', district: 'Mymensingh', upazila: 'Bhaluka', locality: 'Bhaluka' },
  { division: 'Mymensingh', district: 'Jamalpur', upazila: 'Jamalpur Sadar', locality: 'Jamalpur Town' },
];

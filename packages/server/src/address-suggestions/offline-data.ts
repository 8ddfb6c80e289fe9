/**
 * The seed of the offline suggestion data set: real cities with a real postal code of theirs and
 * their subdivision's key in the address data, and street names common in each country. The
 * data set (offline-provider.ts) is every street of a country in every one of its cities, at a
 * few house numbers: some five thousand addresses in the country's own format, each one passing
 * core's address rules (offline-provider.test.ts checks them all). The streets are real names
 * but the combinations are generated: a suggestion is a well-formed address, not a claim that
 * the building exists. Written for Kassa, from general knowledge of these places.
 */
export interface SeedCity {
  city: string;
  state: string;
  postal: string;
}

export interface SeedCountry {
  country: string;
  cities: SeedCity[];
  streets: string[];
  /** How a house number and street make a line, e.g. '{n} {street}' or '{street} {n}'. */
  line: string;
}

const ENGLISH_STREETS = [
  'Main Street',
  'Oak Avenue',
  'Maple Street',
  'Park Avenue',
  'Elm Street',
  'Cedar Lane',
  'Pine Street',
  'Washington Street',
  'Lake Street',
  'Hill Road',
  'Church Street',
  'Market Street',
  'Mill Road',
  'River Road',
  'Spring Street',
  'Sunset Boulevard',
  'Highland Avenue',
  'Forest Drive',
  'Meadow Lane',
  'Broadway',
];

const UK_STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'Green Lane',
  'Manor Road',
  'Park Road',
  'Queen Street',
  'King Street',
  'London Road',
  'Mill Lane',
  'New Road',
  'Albert Road',
  'Castle Street',
  'Bridge Street',
];

export const SEED: readonly SeedCountry[] = [
  {
    country: 'US',
    line: '{n} {street}',
    streets: ENGLISH_STREETS,
    cities: [
      { city: 'New York', state: 'NY', postal: '10001' },
      { city: 'Los Angeles', state: 'CA', postal: '90012' },
      { city: 'Chicago', state: 'IL', postal: '60601' },
      { city: 'Houston', state: 'TX', postal: '77002' },
      { city: 'Seattle', state: 'WA', postal: '98101' },
      { city: 'Portland', state: 'OR', postal: '97205' },
      { city: 'Boston', state: 'MA', postal: '02108' },
      { city: 'Denver', state: 'CO', postal: '80202' },
    ],
  },
  {
    country: 'CA',
    line: '{n} {street}',
    streets: [
      'King Street',
      'Queen Street',
      'Yonge Street',
      'Bay Street',
      'Main Street',
      'Wellington Street',
      'Church Street',
      'Maple Avenue',
      'Park Road',
      'Victoria Street',
    ],
    cities: [
      { city: 'Toronto', state: 'ON', postal: 'M5V 2T6' },
      { city: 'Vancouver', state: 'BC', postal: 'V6B 1A1' },
      { city: 'Montréal', state: 'QC', postal: 'H2Y 1C6' },
      { city: 'Calgary', state: 'AB', postal: 'T2P 1J9' },
      { city: 'Ottawa', state: 'ON', postal: 'K1P 1J1' },
    ],
  },
  {
    country: 'GB',
    line: '{n} {street}',
    streets: UK_STREETS,
    cities: [
      { city: 'London', state: '', postal: 'SW1A 1AA' },
      { city: 'Manchester', state: '', postal: 'M1 1AE' },
      { city: 'Edinburgh', state: '', postal: 'EH1 1YZ' },
      { city: 'Bristol', state: '', postal: 'BS1 4DJ' },
      { city: 'Leeds', state: '', postal: 'LS1 4DY' },
    ],
  },
  {
    country: 'AU',
    line: '{n} {street}',
    streets: [
      'George Street',
      'Pitt Street',
      'Collins Street',
      'Queen Street',
      'King Street',
      'Elizabeth Street',
      'Victoria Street',
      'William Street',
      'Hay Street',
      'Flinders Street',
    ],
    cities: [
      { city: 'Sydney', state: 'NSW', postal: '2000' },
      { city: 'Melbourne', state: 'VIC', postal: '3000' },
      { city: 'Brisbane', state: 'QLD', postal: '4000' },
      { city: 'Perth', state: 'WA', postal: '6000' },
      { city: 'Adelaide', state: 'SA', postal: '5000' },
    ],
  },
  {
    country: 'DE',
    line: '{street} {n}',
    streets: [
      'Hauptstraße',
      'Schulstraße',
      'Gartenstraße',
      'Bahnhofstraße',
      'Dorfstraße',
      'Bergstraße',
      'Lindenstraße',
      'Kirchstraße',
      'Waldstraße',
      'Ringstraße',
      'Goethestraße',
      'Schillerstraße',
    ],
    cities: [
      { city: 'Berlin', state: '', postal: '10115' },
      { city: 'München', state: '', postal: '80331' },
      { city: 'Hamburg', state: '', postal: '20095' },
      { city: 'Köln', state: '', postal: '50667' },
      { city: 'Frankfurt am Main', state: '', postal: '60311' },
    ],
  },
  {
    country: 'FR',
    line: '{n} {street}',
    streets: [
      'Rue de la Paix',
      'Rue Victor Hugo',
      'Avenue Jean Jaurès',
      'Rue de la République',
      'Boulevard Pasteur',
      'Rue Pasteur',
      'Place de la Mairie',
      'Rue du Moulin',
      'Rue de l’Église',
      'Avenue de la Gare',
    ],
    cities: [
      { city: 'Paris', state: '', postal: '75001' },
      { city: 'Lyon', state: '', postal: '69001' },
      { city: 'Marseille', state: '', postal: '13001' },
      { city: 'Toulouse', state: '', postal: '31000' },
      { city: 'Bordeaux', state: '', postal: '33000' },
    ],
  },
  {
    country: 'IT',
    line: '{street} {n}',
    streets: [
      'Via Roma',
      'Via Garibaldi',
      'Via Mazzini',
      'Via Dante',
      'Corso Italia',
      'Via Verdi',
      'Via Cavour',
      'Piazza della Repubblica',
      'Via Marconi',
      'Via Vittorio Emanuele',
    ],
    cities: [
      { city: 'Roma', state: 'RM', postal: '00184' },
      { city: 'Milano', state: 'MI', postal: '20121' },
      { city: 'Napoli', state: 'NA', postal: '80133' },
      { city: 'Torino', state: 'TO', postal: '10121' },
      { city: 'Firenze', state: 'FI', postal: '50122' },
    ],
  },
  {
    country: 'ES',
    line: '{street} {n}',
    streets: [
      'Calle Mayor',
      'Calle Real',
      'Gran Vía',
      'Calle de Alcalá',
      'Avenida de la Constitución',
      'Calle Nueva',
      'Plaza Mayor',
      'Calle del Sol',
      'Calle San Juan',
      'Paseo de Gracia',
    ],
    cities: [
      { city: 'Madrid', state: 'Madrid', postal: '28013' },
      { city: 'Barcelona', state: 'Barcelona', postal: '08002' },
      { city: 'Valencia', state: 'Valencia', postal: '46002' },
      { city: 'Sevilla', state: 'Sevilla', postal: '41004' },
      { city: 'Bilbao', state: 'Vizcaya', postal: '48001' },
    ],
  },
  {
    country: 'NL',
    line: '{street} {n}',
    streets: [
      'Kerkstraat',
      'Dorpsstraat',
      'Molenweg',
      'Schoolstraat',
      'Stationsweg',
      'Nieuwstraat',
      'Julianastraat',
      'Wilhelminastraat',
      'Prinsengracht',
      'Herengracht',
    ],
    cities: [
      { city: 'Amsterdam', state: '', postal: '1012 AB' },
      { city: 'Rotterdam', state: '', postal: '3011 AA' },
      { city: 'Utrecht', state: '', postal: '3511 AA' },
      { city: 'Den Haag', state: '', postal: '2511 AA' },
    ],
  },
  {
    country: 'CH',
    line: '{street} {n}',
    streets: [
      'Bahnhofstrasse',
      'Hauptstrasse',
      'Dorfstrasse',
      'Kirchgasse',
      'Rue du Rhône',
      'Seestrasse',
      'Schulstrasse',
      'Rue de Lausanne',
    ],
    cities: [
      { city: 'Zürich', state: '', postal: '8001' },
      { city: 'Genève', state: '', postal: '1201' },
      { city: 'Basel', state: '', postal: '4051' },
      { city: 'Bern', state: '', postal: '3011' },
    ],
  },
  {
    country: 'SE',
    line: '{street} {n}',
    streets: [
      'Storgatan',
      'Drottninggatan',
      'Kungsgatan',
      'Skolgatan',
      'Kyrkogatan',
      'Järnvägsgatan',
      'Parkvägen',
      'Sveavägen',
    ],
    cities: [
      { city: 'Stockholm', state: '', postal: '111 20' },
      { city: 'Göteborg', state: '', postal: '411 01' },
      { city: 'Malmö', state: '', postal: '211 20' },
    ],
  },
  {
    country: 'JP',
    line: '{street}{n}',
    streets: [
      '丸の内1丁目',
      '大手町2丁目',
      '本町3丁目',
      '中央1丁目',
      '栄2丁目',
      '天神1丁目',
      '駅前2丁目',
      '緑町3丁目',
    ],
    cities: [
      { city: '千代田区', state: '東京都', postal: '100-0001' },
      { city: '大阪市北区', state: '大阪府', postal: '530-0001' },
      { city: '京都市中京区', state: '京都府', postal: '604-8005' },
      { city: '名古屋市中村区', state: '愛知県', postal: '450-0002' },
      { city: '福岡市博多区', state: '福岡県', postal: '812-0011' },
    ],
  },
  {
    country: 'BR',
    line: '{street}, {n}',
    streets: [
      'Rua das Flores',
      'Avenida Paulista',
      'Rua São João',
      'Avenida Brasil',
      'Rua Sete de Setembro',
      'Rua XV de Novembro',
      'Avenida Atlântica',
      'Rua da Consolação',
      'Rua Augusta',
      'Avenida Getúlio Vargas',
    ],
    cities: [
      { city: 'São Paulo', state: 'SP', postal: '01310-100' },
      { city: 'Rio de Janeiro', state: 'RJ', postal: '20040-002' },
      { city: 'Belo Horizonte', state: 'MG', postal: '30130-000' },
      { city: 'Curitiba', state: 'PR', postal: '80010-000' },
      { city: 'Porto Alegre', state: 'RS', postal: '90010-000' },
    ],
  },
  {
    country: 'MX',
    line: '{street} {n}',
    streets: [
      'Avenida Juárez',
      'Calle Hidalgo',
      'Avenida Reforma',
      'Calle Morelos',
      'Avenida Revolución',
      'Calle Allende',
      'Calle Madero',
      'Avenida Constitución',
    ],
    cities: [
      { city: 'Guadalajara', state: 'JAL', postal: '44100' },
      { city: 'Monterrey', state: 'NL', postal: '64000' },
    ],
  },
  {
    country: 'IN',
    line: '{n} {street}',
    streets: [
      'MG Road',
      'Station Road',
      'Gandhi Road',
      'Nehru Street',
      'Park Street',
      'Church Street',
      'Temple Road',
      'Market Road',
    ],
    cities: [
      { city: 'Mumbai', state: 'Maharashtra', postal: '400001' },
      { city: 'New Delhi', state: 'Delhi', postal: '110001' },
      { city: 'Bengaluru', state: 'Karnataka', postal: '560001' },
      { city: 'Chennai', state: 'Tamil Nadu', postal: '600001' },
    ],
  },
  {
    country: 'SG',
    line: '{n} {street}',
    streets: [
      'Orchard Road',
      'Raffles Place',
      'Marina Boulevard',
      'Bukit Timah Road',
      'Serangoon Road',
      'Clementi Road',
    ],
    cities: [{ city: 'Singapore', state: '', postal: '238859' }],
  },
  {
    country: 'AE',
    line: '{street} {n}',
    streets: [
      'Sheikh Zayed Road',
      'Al Wasl Road',
      'Jumeirah Beach Road',
      'Al Maktoum Road',
      'Hamdan Street',
      'Corniche Road',
    ],
    cities: [
      { city: 'Dubai', state: '', postal: '' },
      { city: 'Abu Dhabi', state: '', postal: '' },
    ],
  },
];

/** House numbers each street gets in each city. */
export const HOUSE_NUMBERS = [1, 7, 12, 25, 48, 101];

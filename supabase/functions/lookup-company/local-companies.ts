import type { CompanyResult } from './company-registry.ts';

/**
 * The local registry's dataset: fictional Norwegian companies with valid
 * mod-11 organisation numbers and real street names, postcodes and places,
 * so the lead and signup forms can be tried without network. Acme AS and
 * Fjord Eiendom AS match the seeded companies (supabase/seed.sql), so the
 * "already registered" path of signup can be shown with them.
 */
export const LOCAL_COMPANIES: readonly CompanyResult[] = [
  { companyName: 'Acme AS', organizationNumber: '914563720', address: 'Storgata 12, 0155 Oslo' },
  { companyName: 'Fjord Eiendom AS', organizationNumber: '928714055', address: 'Bryggen 3, 5003 Bergen' },
  {
    companyName: 'Nordlys Regnskap AS',
    organizationNumber: '903552905',
    address: 'Karl Johans gate 21, 0159 Oslo',
  },
  {
    companyName: 'Fjellheim Bygg og Anlegg AS',
    organizationNumber: '939426000',
    address: 'Industriveien 8, 2609 Lillehammer',
  },
  {
    companyName: 'Havbris Sjømat AS',
    organizationNumber: '930574430',
    address: 'Strandkaien 14, 6002 Ålesund',
  },
  {
    companyName: 'Midnattsol Reiser AS',
    organizationNumber: '902431241',
    address: 'Storgata 54, 9008 Tromsø',
  },
  {
    companyName: 'Granheim Rørlegger AS',
    organizationNumber: '907185427',
    address: 'Sandvikaveien 31, 1337 Sandvika',
  },
  {
    companyName: 'Kystlinjen Transport AS',
    organizationNumber: '935187753',
    address: 'Havnegata 9, 8006 Bodø',
  },
  {
    companyName: 'Trollskogen Barnehage SA',
    organizationNumber: '992573791',
    address: 'Skogveien 4, 1440 Drøbak',
  },
  {
    companyName: 'Bjørkelund Eiendomsforvaltning AS',
    organizationNumber: '952579126',
    address: 'Olav Tryggvasons gate 18, 7011 Trondheim',
  },
  {
    companyName: 'Solstråle Elektro AS',
    organizationNumber: '935860423',
    address: 'Kirkegata 7, 4006 Stavanger',
  },
  {
    companyName: 'Vinterlys Design AS',
    organizationNumber: '903926414',
    address: 'Thereses gate 33, 0168 Oslo',
  },
  {
    companyName: 'Østlandske Kontorservice AS',
    organizationNumber: '978198414',
    address: 'Nedre Storgate 19, 3015 Drammen',
  },
  {
    companyName: 'Lysaker Økonomi og Lønn AS',
    organizationNumber: '910016091',
    address: 'Lysaker torg 5, 1366 Lysaker',
  },
  {
    companyName: 'Fossefall Kraftrådgivning AS',
    organizationNumber: '932219778',
    address: 'Fossveien 2, 3510 Hønefoss',
  },
  {
    companyName: 'Café Søstrene Lien ANS',
    organizationNumber: '959330492',
    address: 'Nygata 11, 1606 Fredrikstad',
  },
  {
    companyName: 'Kjøkkenkompaniet Sunnmøre AS',
    organizationNumber: '929999525',
    address: 'Keiser Wilhelms gate 22, 6003 Ålesund',
  },
  {
    companyName: 'Furulund Rengjøring AS',
    organizationNumber: '945887788',
    address: 'Grønlandsleiret 40, 0190 Oslo',
  },
  {
    companyName: 'Nordkapp Logistikk AS',
    organizationNumber: '953269856',
    address: 'Strandgata 3, 9600 Hammerfest',
  },
  {
    companyName: 'Saltstraumen Fiskeutstyr AS',
    organizationNumber: '906620367',
    address: 'Sjøgata 21, 8006 Bodø',
  },
  {
    companyName: 'Tindefjell Klatresenter AS',
    organizationNumber: '991869751',
    address: 'Dronningens gate 10, 7011 Trondheim',
  },
  {
    companyName: 'Bergenhus Tannlegesenter AS',
    organizationNumber: '928542823',
    address: 'Olav Kyrres gate 9, 5014 Bergen',
  },
  {
    companyName: 'Blåbærlia Gårdsutsalg DA',
    organizationNumber: '951249165',
    address: 'Lågendalsveien 120, 3260 Larvik',
  },
  {
    companyName: 'Elvebredden Advokatfirma AS',
    organizationNumber: '912079007',
    address: 'Storgata 8, 2000 Lillestrøm',
  },
  {
    companyName: 'Hammerø Maskin AS',
    organizationNumber: '921274475',
    address: 'Verkstedveien 6, 1530 Moss',
  },
  {
    companyName: 'Sørlandets Båtservice AS',
    organizationNumber: '944991921',
    address: 'Dronningens gate 40, 4610 Kristiansand',
  },
  { companyName: 'Mjøsa IT-drift AS', organizationNumber: '901507570', address: 'Torggata 28, 2317 Hamar' },
  {
    companyName: 'Gjøvik Trafikkskole AS',
    organizationNumber: '922381933',
    address: 'Jernbanegata 6, 2815 Gjøvik',
  },
  {
    companyName: 'Tønsberg Brygge Restaurantdrift AS',
    organizationNumber: '948101912',
    address: 'Nedre Langgate 30, 3126 Tønsberg',
  },
  {
    companyName: 'Telemark Tre og Trapp AS',
    organizationNumber: '934318595',
    address: 'Hesselbergs gate 5, 3717 Skien',
  },
  {
    companyName: 'Haugaland Sveis og Stål AS',
    organizationNumber: '988016705',
    address: 'Smedasundet 45, 5527 Haugesund',
  },
  {
    companyName: 'Romsdal Fjellsport AS',
    organizationNumber: '941232833',
    address: 'Storgata 15, 6413 Molde',
  },
  {
    companyName: 'Ofoten Anleggsdrift AS',
    organizationNumber: '992595965',
    address: 'Kongens gate 44, 8514 Narvik',
  },
  {
    companyName: 'Sandnes Sykkelverksted AS',
    organizationNumber: '916495013',
    address: 'Langgata 55, 4307 Sandnes',
  },
  {
    companyName: 'Arendal Kystmedisin AS',
    organizationNumber: '904358525',
    address: 'Langbryggen 8, 4836 Arendal',
  },
  {
    companyName: 'Innherred Landbruksservice SA',
    organizationNumber: '949962873',
    address: 'Kirkegata 17, 7600 Levanger',
  },
  {
    companyName: 'Sunnfjord Regnskapskontor AS',
    organizationNumber: '996567990',
    address: 'Langebruvegen 12, 6800 Førde',
  },
  {
    companyName: 'Harstad Havnekontor AS',
    organizationNumber: '928560023',
    address: 'Rikard Kaarbøs gate 2, 9405 Harstad',
  },
  {
    companyName: 'Nordlys Eiendom Tromsø AS',
    organizationNumber: '999405886',
    address: 'Grønnegata 80, 9008 Tromsø',
  },
  {
    companyName: 'Nordlysfabrikken Foto AS',
    organizationNumber: '956328152',
    address: 'Sjøgata 25, 8006 Bodø',
  },
  {
    companyName: 'Frostvik Kjøleteknikk AS',
    organizationNumber: '920326854',
    address: 'Kjøpmannsgata 50, 7013 Trondheim',
  },
  {
    companyName: 'Lindås Hagesenter AS',
    organizationNumber: '900905629',
    address: 'Knarvikvegen 3, 5914 Isdalstø',
  },
  {
    companyName: 'Årvoll Fysioterapi AS',
    organizationNumber: '936846521',
    address: 'Årvollveien 64, 0590 Oslo',
  },
  {
    companyName: 'Ærfugl Dun og Tekstil AS',
    organizationNumber: '914495695',
    address: 'Vegaveien 2, 8980 Vega',
  },
  { companyName: 'Øyvik Sameie', organizationNumber: '996592359', address: 'Øyvikveien 14, 5221 Nesttun' },
  {
    companyName: 'Skaugum Bilpleie AS',
    organizationNumber: '944086978',
    address: 'Asker sentrum 3, 1384 Asker',
  },
  {
    companyName: 'Vestkyst Vindkraft AS',
    organizationNumber: '929300742',
    address: 'Strandsvingen 10, 4032 Stavanger',
  },
  {
    companyName: 'Kvikk Flyttebyrå AS',
    organizationNumber: '944586377',
    address: 'Brobekkveien 80, 0582 Oslo',
  },
  {
    companyName: 'Heimdal Mekaniske Verksted AS',
    organizationNumber: '990530165',
    address: 'Heimdalsvegen 16, 7080 Heimdal',
  },
  {
    companyName: 'Grenland Revisjon AS',
    organizationNumber: '935145864',
    address: 'Storgata 120, 3921 Porsgrunn',
  },
  {
    companyName: 'Eidsvoll Bakeri og Konditori AS',
    organizationNumber: '990761817',
    address: 'Sentrumsvegen 7, 2080 Eidsvoll',
  },
  { companyName: 'Lofotlys Rorbuer AS', organizationNumber: '973432575', address: 'Torget 2, 8300 Svolvær' },
  {
    companyName: 'Hardanger Sider og Most AS',
    organizationNumber: '942494173',
    address: 'Sjøvegen 19, 5780 Kinsarvik',
  },
  {
    companyName: 'Valdres Hytteservice AS',
    organizationNumber: '946238236',
    address: 'Jernbanevegen 9, 2900 Fagernes',
  },
  { companyName: 'Jæren Gartneri AS', organizationNumber: '926213849', address: 'Bryneveien 44, 4340 Bryne' },
  {
    companyName: 'Setesdal Sølvsmie AS',
    organizationNumber: '950130806',
    address: 'Sylvartun 1, 4748 Rysstad',
  },
  {
    companyName: 'Bodø Byggrådgivning AS',
    organizationNumber: '962181988',
    address: 'Storgata 6A, 8006 Bodø',
  },
  {
    companyName: 'Kongsberg Presisjonsmaskinering AS',
    organizationNumber: '918019774',
    address: 'Kirkegata 11, 3616 Kongsberg',
  },
  { companyName: 'Namsos Trelast AS', organizationNumber: '945459107', address: 'Havnegata 20, 7800 Namsos' },
  {
    companyName: 'Varanger Arktiske Opplevelser AS',
    organizationNumber: '980102130',
    address: 'Strandgata 12, 9800 Vadsø',
  },
  {
    companyName: 'Helgeland Havbruk AS',
    organizationNumber: '906096293',
    address: 'Skjæringsveien 4, 8800 Sandnessjøen',
  },
  {
    companyName: 'Nittedal Snekkerverksted AS',
    organizationNumber: '909552265',
    address: 'Rådhusvegen 3, 1482 Nittedal',
  },
];

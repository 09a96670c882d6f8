/**
 * The jurisdictions whose county we know (the reference list has no county): every city and the
 * large townships, with 2020 population (thousands) and, for the big ones, their own ZIP codes.
 * A line is `name|county code|population|zips`; the name is the reference name without its
 * "(code)" suffix, or `#code` where several jurisdictions share a name. Jurisdictions not listed
 * are dealt to counties by `geography.ts`.
 */
const KNOWN = `
Detroit City|82|639.1|48201 48202 48203 48204 48205 48206 48207 48208 48209 48210 48211 48213 48214 48215 48216 48217 48219 48221 48223 48224 48226 48227 48228 48234 48235 48238
Dearborn City|82|109.9|48120 48124 48126 48128
Dearborn Heights City|82|63.3|48125 48127
Livonia City|82|95.5|48150 48152 48154
Westland City|82|85.4|48185 48186
Canton Township|82|98.7|48187 48188
Taylor City|82|63.4|48180
Redford Township|82|48.9|48239 48240
Lincoln Park City|82|40.0|48146
Southgate City|82|30.0|48195
Allen Park City|82|28.6|48101
Hamtramck City|82|28.4|48212
Garden City City|82|27.4|48135
Inkster City|82|25.9|48141
Romulus City|82|24.6|48174
Wyandotte City|82|25.1|48192
Plymouth City|82|9.4|48170
Plymouth Township|82|27.9|48170
Northville City|82|6.1|48167
Northville Township|82|31.8|48168
Grosse Pointe City|82|5.7|48230
Grosse Pointe Farms City|82|10.0|48236
Grosse Pointe Park City|82|11.6|48230
#35560|82|2.6|48236
#82453|50|0.1|48236
Grosse Pointe Woods City|82|16.5|48236
Harper Woods City|82|15.5|48225
Highland Park City|82|8.9|48203
Belleville City|82|3.9
Ecorse City|82|9.5
Flat Rock City|82|10.5
Gibraltar City|82|4.7
Melvindale City|82|12.9
River Rouge City|82|7.2
Riverview City|82|12.5
Rockwood City|82|3.3
Trenton City|82|18.5
Wayne City|82|17.7|48184
Woodhaven City|82|12.9
Van Buren Township|82|28.8|48111
Brownstown Township|82|33.2|48134 48183
#40040|82|15.6|48164
Sumpter Township|82|9.4
Grosse Ile Township|82|10.4|48138
Warren City|50|139.4|48088 48089 48091 48092 48093
Sterling Heights City|50|134.3|48310 48312 48313 48314
#16520|50|100.5|48035 48036 48038
Macomb Township|50|91.7|48042 48044
#72820|50|79.4|48315 48316 48317
Chesterfield Township|50|45.4|48047 48051
St Clair Shores City|50|58.9|48080 48081 48082
Roseville City|50|47.7|48066
Eastpointe City|50|34.3|48021
Harrison Township|50|24.6|48045
#84080|50|26.0|48094 48095
Fraser City|50|14.7|48026
Mount Clemens City|50|15.7|48043
Center Line City|50|8.5|48015
New Baltimore City|50|12.1
Richmond City|50|5.9
Utica City|50|5.1
Lenox Township|50|10.8
Ray Township|50|3.7
Troy City|63|87.3|48083 48084 48085 48098
Southfield City|63|76.6|48033 48034 48075 48076
Farmington Hills City|63|83.9|48331 48334 48335 48336
Novi City|63|66.2|48374 48375 48377
Pontiac City|63|61.6|48340 48341 48342
Royal Oak City|63|58.2|48067 48073
Rochester Hills City|63|76.3|48306 48307 48309
Waterford Township|63|71.0|48327 48328 48329
West Bloomfield Township|63|65.9|48322 48323 48324
#9080|63|44.3|48301 48302 48304
Orion Township|63|38.2|48359 48360 48362
Independence Township|63|36.7|48346 48348
Commerce Township|63|43.1|48382 48390
White Lake Township|63|31.3|48383 48386
#38100|63|19.9|48356 48357
Milford Township|63|16.9|48380 48381
Oxford Township|63|22.7|48370 48371
#49840|63|24.4|48165 48178
#75720|63|14.7|48350
Holly Township|63|11.4|48442
Brandon Township|63|16.1|48462
Royal Oak Township|63|2.4|48220
Auburn Hills City|63|24.4|48326
Berkley City|63|15.2|48072
Birmingham City|63|21.8|48009
Bloomfield Hills City|63|4.5|48302 48304
Clawson City|63|11.4|48017
Farmington City|63|11.6|48336
Ferndale City|63|19.2|48220
Hazel Park City|63|15.0|48030
Huntington Woods City|63|6.2|48070
Keego Harbor City|63|3.0
Lake Angelus City|63|0.3
Lathrup Village City|63|4.3
Madison Heights City|63|28.5|48071
Oak Park City|63|29.6|48237
Orchard Lake Village City|63|2.4
Pleasant Ridge City|63|2.6
Rochester City|63|13.0|48307
South Lyon City|63|11.7|48178
Sylvan Lake City|63|1.8
Village Of Clarkston City|63|0.9|48346
Walled Lake City|63|7.2|48390
Wixom City|63|17.2|48393
Grand Rapids City|41|198.9|49503 49504 49505 49506 49507 49508 49525 49534 49546 49548
Wyoming City|41|76.5|49509 49519 49548
Kentwood City|41|54.3|49508 49512 49548
Walker City|41|25.1|49534 49544
Grandville City|41|16.1|49418
East Grand Rapids City|41|11.4|49506
#31220|41|28.1|49315 49316
Byron Township|41|26.9|49315
#64640|41|34.2|49341 49525
Cascade Township|41|19.1|49546
Ada Township|41|14.9|49301
Alpine Township|41|13.6|49321
Grand Rapids Charter Township|41|19.4|49525
#12520|41|15.8|49316
Cannon Township|41|15.4|49341
Algoma Township|41|11.9|49341
Cedar Springs City|41|3.6
Lowell City|41|4.1
Rockford City|41|6.1
Lansing City|33|112.6|48906 48910 48911 48912 48915 48933
East Lansing City|33|47.7|48823 48824 48825
Meridian Township|33|43.9|48864 48840
Delhi Charter Township|33|27.8|48842
Lansing Township|33|8.4|48912
Mason City|33|8.3
Leslie City|33|1.9
Williamston City|33|3.9
Delta Charter Township|23|33.6|48917
Ann Arbor City|81|123.9|48103 48104 48105 48108 48109
Ypsilanti City|81|20.6|48197 48198
Ypsilanti Township|81|55.7|48197 48198
Pittsfield Charter Township|81|39.1|48108
Ann Arbor Township|81|4.6|48105
Scio Township|81|17.6|48103 48130
#77540|81|14.2|48198
York Township|81|9.1|48176
Chelsea City|81|5.5
Dexter City|81|4.5
Milan City|81|6.0
Saline City|81|9.0
Manchester City|81|2.1
Flint City|25|81.3|48502 48503 48504 48505 48506 48507 48532
Burton City|25|29.6|48509 48519 48529
Grand Blanc Township|25|38.0|48439
Flint Township|25|30.8|48532 48507
Mundy Township|25|15.5|48473
Fenton Township|25|16.6|48430
Genesee Township|25|20.6|48506 48458
Mount Morris Township|25|20.4|48458
Flushing Township|25|10.5|48433
Davison Township|25|20.2|48423
Clio City|25|2.5
Davison City|25|5.1
Fenton City|25|11.8
Flushing City|25|8.0
Grand Blanc City|25|8.0
Linden City|25|4.1
Montrose City|25|1.6
Mount Morris City|25|2.9
Swartz Creek City|25|5.6
Kalamazoo City|39|73.6|49001 49006 49007 49008 49048
Portage City|39|48.9|49002 49024 49081
Kalamazoo Township|39|22.6
Oshtemo Township|39|23.5|49009
Texas Township|39|16.7|49009
Comstock Township|39|15.6|49048
Galesburg City|39|2.0
Parchment City|39|1.8
Georgetown Township|70|54.1|49428
Allendale Township|70|26.6|49401
#38640|70|38.3|49424
#62480|70|18.7|49424
Grand Haven Township|70|17.8|49417
Spring Lake Township|70|15.4|49456
Holland City|70|34.4|49423
Grand Haven City|70|11.0|49417
Hudsonville City|70|7.7|49426
Zeeland City|70|5.7|49464
Coopersville City|70|4.8
Ferrysburg City|70|3.0
Saginaw City|73|44.2|48601 48602 48607 48638
Saginaw Township|73|41.0|48603 48638
Bridgeport Township|73|10.5
Buena Vista Charter Township|73|8.3
Thomas Township|73|11.9
Frankenmuth City|73|5.2
Zilwaukee City|73|1.5
Genoa Township|47|20.7
Hamburg Township|47|21.3
Green Oak Township|47|19.9
Brighton Charter Township|47|18.8
Hartland Township|47|15.3
Howell Township|47|7.6
Brighton City|47|7.4
Howell City|47|10.1
Frenchtown Township|58|20.3
#6740|58|31.9
#55040|58|14.2
Monroe City|58|20.5|48161 48162
Luna Pier City|58|1.4
Petersburg City|58|1.1
Fort Gratiot Township|74|11.1
Port Huron Township|74|10.6
Port Huron City|74|28.9|48060
Algonac City|74|4.1
Marine City City|74|4.1
Marysville City|74|9.9
Memphis City|74|1.2
St Clair City|74|5.5
Yale City|74|1.9
Muskegon Township|61|17.8
Fruitport Township|61|14.0
Muskegon City|61|38.3|49440 49441 49442 49444
Muskegon Heights City|61|9.9
North Muskegon City|61|3.8
Norton Shores City|61|25.0
Roosevelt Park City|61|3.8
Montague City|61|2.3
Whitehall City|61|2.9
Blackman Township|38|24.5
#77220|38|22.5
Leoni Township|38|13.4
Jackson City|38|31.3|49201 49202 49203
St Joseph Charter Township|11|10.2
#47600|11|14.7
Niles Charter Township|11|13.7
#7400|11|14.0
Benton Harbor City|11|9.1
Bridgman City|11|2.2
Buchanan City|11|4.3
Coloma City|11|1.4
New Buffalo City|11|1.7
Niles City|11|11.0
St Joseph City|11|7.9
Watervliet City|11|1.7
#5120|9|14.6
Hampton Township|9|9.6
Monitor Township|9|10.0
Bay City City|9|32.7|48706 48708
Auburn City|9|2.1
Essexville City|9|3.3
Pinconning City|9|1.2
Bath Township|19|13.0
De Witt City|19|4.8
St Johns City|19|7.7
Ovid City|19|1.6
#31540|28|19.4
East Bay Township|28|11.6
Traverse City City|28|15.7|49684 49686
Pere Marquette Charter Twp|53|2.5
Ludington City|53|7.7
Scottville City|53|1.2
Chocolay Township|52|5.8
Marquette City|52|20.6|49855
Ishpeming City|52|6.1
Negaunee City|52|4.6
#81280|37|12.9
Mount Pleasant City|37|21.7|48858 48859
Calumet Township|31|6.1
Houghton City|31|8.4
Hancock City|31|4.5
Battle Creek City|13|52.7|49014 49015 49017 49037
Albion City|13|7.7
Marshall City|13|7.1
Springfield City|13|5.3
Midland City|56|42.5|48640 48642
Coleman City|56|1.2
Adrian City|46|20.6
Hudson City|46|2.3
Morenci City|46|2.2
Tecumseh City|46|8.6
Allegan City|3|5.2
Village Of Douglas City|3|1.3
Fennville City|3|1.4
Otsego City|3|4.1
Plainwell City|3|3.9
Saugatuck City|3|0.9
Wayland City|3|4.4
Alma City|29|9.5
Ithaca City|29|2.9
St Louis City|29|7.4
Alpena City|4|10.2
Au Gres City|6|0.9
Omer City|6|0.3
Standish City|6|1.5
Bad Axe City|32|3.0
Caseville City|32|0.8
Harbor Beach City|32|1.6
Bangor City|80|1.8
Gobles City|80|0.8
Hartford City|80|2.5
South Haven City|80|4.0
Beaverton City|26|1.1
Gladwin City|26|2.9
Belding City|34|5.8
Ionia City|34|13.4
Portland City|34|3.9
Bessemer City|27|1.8
Ironwood City|27|5.0
Wakefield City|27|1.7
Big Rapids City|54|7.9
Boyne City City|15|3.7
Charlevoix City|15|2.5
East Jordan City|15|2.3
Bronson City|12|2.3
Coldwater City|12|13.8
Brown City City|76|1.2
Croswell City|76|2.4
Marlette City|76|1.7
Sandusky City|76|2.6
Cadillac City|83|10.4
Manton City|83|1.3
Caro City|79|4.0
Vassar City|79|2.7
Carson City City|59|1.1
Greenville City|59|8.9
Stanton City|59|1.4
Caspian City|36|0.9
Crystal Falls City|36|1.5
Gaastra City|36|0.3
Iron River City|36|2.9
Charlotte City|23|9.3
Eaton Rapids City|23|5.2
Grand Ledge City|23|7.8
Olivet City|23|1.6
Potterville City|23|2.7
Cheboygan City|16|4.8
Clare City|18|3.2
Harrison City|18|2.1
Corunna City|78|3.5
Durand City|78|3.4
Laingsburg City|78|1.3
Owosso City|78|14.7
Perry City|78|2.1
Dowagiac City|14|5.7
East Tawas City|35|2.7
Tawas City City|35|1.8
Whittemore City|35|0.4
Escanaba City|21|12.5
Gladstone City|21|4.8
Evart City|67|1.7
Reed City City|67|2.4
Frankfort City|10|1.3
Fremont City|62|4.5
Grant City|62|0.9
Newaygo City|62|2.0
White Cloud City|62|1.4
Gaylord City|69|3.6
Grayling City|20|1.9
Harbor Springs City|24|1.2
Petoskey City|24|5.9
Harrisville City|1|0.5
Hart City|64|2.1
Hastings City|8|7.5
Hillsdale City|30|8.0
Jonesville City|30|2.2
Litchfield City|30|1.4
Reading City|30|1.1
Imlay City City|44|3.7
Lapeer City|44|9.0
Iron Mountain City|22|7.5
Kingsford City|22|5.1
Norway City|22|2.8
Lake City City|57|0.8
Mcbain City|57|0.7
Mackinac Island City|49|0.6
St Ignace City|49|2.3
Manistee City|51|6.2
Manistique City|77|2.8
Menominee City|55|8.5
Stephenson City|55|0.8
Munising City|2|2.0
Onaway City|71|0.9
Rogers City City|71|2.8
Rose City City|65|0.6
West Branch City|65|2.3
Sault Ste Marie City|17|13.3
Sturgis City|75|11.1
Three Rivers City|75|7.9
`;

export interface KnownJurisdiction {
  /** Reference base name, or `#code`. */
  match: string;
  county: number;
  population: number;
  zips: string[];
}

export const KNOWN_JURISDICTIONS: readonly KnownJurisdiction[] = KNOWN.trim()
  .split('\n')
  .map((line) => {
    const [match, county, population, zips] = line.split('|');
    return {
      match: match!,
      county: Number(county),
      population: Number(population),
      zips: zips ? zips.split(' ') : [],
    };
  });

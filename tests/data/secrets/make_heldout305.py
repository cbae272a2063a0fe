# ruff: noqa: E501
"""Writes heldout305_credentials.yaml and heldout305_lookalikes.yaml: held-out batch 305.

Persona: a high-school student and part-time esports player in Manila who writes his notes
in Taglish (Tagalog mixed with English) with internet slang. He keeps his Steam, Riot and
Mobile Legends (Moonton) passwords, the Steam Guard backup codes, his GCash and Maya MPINs,
the school LMS login, the family Wi-Fi password, the Discord token a friend asked for and
his phone passcode, next to many look-alikes: Steam ids and trade links, Riot ids with
tags, match ids, GCash reference numbers, order ids, used voucher codes, Discord user ids
and invite links, game UIDs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64u,
    digits,
    hexs,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

SLANG = ["Lodi", "Petmalu", "Werpa", "Sanaol", "Charot", "Jeproks", "Astig", "Bespren", "Tropa", "Kalerks"]
GAMER = ["xXTambayXx", "KuyaCarry", "LagNaNaman", "SoloQHero", "BuhatSaLane", "JunglerNiMama", "TiltProof", "PinoyAce"]


def gpw() -> str:
    """A password a teenage gamer would pick himself."""
    return pick(
        f"{pick(*SLANG)}{digits(4)}{pick('!', '@', '#', '$', '*')}",
        f"{pick(*GAMER)}_{digits(3)}",
        f"{pick('mahal', 'gwapo', 'pogi', 'rank', 'mythic')}{pick('ko', 'ako', 'glory', 'grind')}{digits(2)}{pick('!!', '@@', '#')}",
        pw(),
        rnd(ALNUM, 12),
    )


def snowflake() -> str:
    """A Discord snowflake id: 18 or 19 digits."""
    return digits(pick(18, 19), lead=True)


def discord_token() -> str:
    """A Discord user/bot token: base64 user id, timestamp part, HMAC part."""
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def steam_backup() -> str:
    return rnd("BCDFGHJKMNPQRTVWXY2346789", 5)


def steam64() -> str:
    return "7656119" + digits(10)


def riot_tag() -> str:
    return pick("SEA", "PH1", "ph", digits(4), rnd(UPPER + DIGITS, 4))


def share_code() -> str:
    alphabet = "ABCDEFGHJKLMNOPQRSTUVWXYZabcdefhijkmnopqrstuvwxyz23456789"
    return "CSGO-" + "-".join(rnd(alphabet, 5) for _ in range(5))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "steam_account_password",
        f"steam acc ko (main): user kuyacarry_{digits(2)} / pass {gpw()} — wag ipahiram kay bunso",
        f"STEAM\nusername: {pick(*GAMER).lower()}{digits(3)}\npassword: {gpw()}\n(smurf ko to ha)",
        f"bagong pw ng steam after ma-phish ako last week: {gpw()}",
        f"pa-remember naman, steam login ko {pick(*GAMER).lower()} pw={gpw()} hehe",
        f"steam alt (pang-CS2 only) -> {pick(*GAMER).lower()}_alt : {gpw()}",
    )
    r.add(
        "steam_guard_backup_codes",
        "steam guard backup codes (isang gamit lang bawat isa):\n" + "\n".join(steam_backup() for _ in range(5)),
        f"backup codes ng steam kung mawala phone: {', '.join(steam_backup() for _ in range(4))}",
        f"Steam Guard recovery code ko: R{digits(5)} — ito yung pang-remove ng authenticator, ingatan!!",
        f"steam codes natira: {steam_backup()} {steam_backup()} {steam_backup()} (nagamit ko na yung iba)",
        f"emergency codes steam (print ko sana pero wala printer lol)\n1. {steam_backup()}\n2. {steam_backup()}\n3. {steam_backup()}",
    )
    r.add(
        "steam_web_api_key",
        f"steam web api key para sa discord bot namin: {rnd('0123456789ABCDEF', 32)}",
        f"STEAM_API_KEY={rnd('0123456789ABCDEF', 32)}  # wag i-push sa github pls",
        f"yung api key sa steamcommunity dev page: {rnd('0123456789ABCDEF', 32)} (domain: tropa-bot.example)",
        f"key ng inventory checker ko -> {rnd('0123456789ABCDEF', 32)}",
    )
    r.add(
        "riot_account_password",
        f"riot acc (val + lol): {pick(*GAMER).lower()} / {gpw()}",
        f"VALO main\nuser: {pick(*GAMER).lower()}{digits(2)}\npw: {gpw()}\nrank: plat 2 pa lang huhu",
        f"pinalitan ko riot pw kasi may nag-login sa Brazil?? bago: {gpw()}",
        f"riot login pang-smurf (bawal malaman ng coach): sm0l{digits(3)} | {gpw()}",
        f"pasword ng riot ko ay {gpw()} wag mo sasabihin kahit kanino ha",
        f"riot games account ni kuya (pinapagamit niya sakin pag wala siya): {pick(*GAMER).lower()} pass {gpw()}",
    )
    r.add(
        "riot_api_key",
        f"riot dev key (expire in 24h): RGAPI-{uid()}",
        f"RIOT_API_KEY=RGAPI-{uid()}",
        f"yung personal api key ko sa developer portal: RGAPI-{uid()} — para sa match tracker namin",
        f"bot config:\n  riot:\n    region: sea\n    api_key: RGAPI-{uid()}",
    )
    r.add(
        "moonton_account_password",
        f"ML moonton acc: {pick(*GAMER).lower()}{digits(2)}@mail.example / {gpw()}",
        f"Mobile Legends (Moonton) binding\nemail: {pick('jep', 'migs', 'enzo')}{digits(3)}@mail.example\npassword: {gpw()}",
        f"moonton pw ko ngayon: {gpw()} (mythical glory acc!!! wag mawala)",
        f"ML acc na binenta ni Migs sakin, pw pa nya: {gpw()} — palitan ko agad",
        f"mlbb login: {gpw()} tapos email yung gmail ko",
        f"moonton acc ng squad (pang-scrim): squad{digits(3)}@mail.example pw {gpw()}",
    )
    r.add(
        "gcash_mpin",
        f"gcash mpin: {digits(4)}",
        f"GCash MPIN ko bago: {digits(4)} (pinalitan ko after ni mama makita yung luma)",
        f"mpin gcash = {digits(4)} wag kalimutan ulit pls",
        f"gcash ni mama (para sa pang-load ko): 0917{digits(7)} mpin {digits(4)}",
        f"Gcash\n# 09{digits(9)}\nMPIN {digits(4)}",
        f"nakalimutan ko na naman gcash pin ko kaya nilagay ko dito: {digits(4)}",
        f"pang-topup ng diamonds: gcash acct 0998{digits(7)}, MPIN {digits(4)}",
    )
    r.add(
        "maya_mpin",
        f"maya mpin: {digits(6)}",
        f"Maya (dating PayMaya) login: 0917{digits(7)} / passcode {digits(6)}",
        f"maya pin ko {digits(4)} — iba sa gcash ha para di malito",
        f"mpin ng maya savings ko = {digits(6)}",
        f"Maya app PIN: {digits(4)} | password ng maya acc: {gpw()}",
    )
    r.add(
        "school_lms_login",
        f"LMS login (school): student no. 2024-{digits(5)} / pw {gpw()}",
        f"canvas ng school: https://lms.sanroque-hs.example\nuser: 2025{digits(5)}\npass: {gpw()}",
        f"moodle pw ko pinalitan ng adviser, bago: {rnd(UPPER + DIGITS, 8)}",
        f"para sa gc: yung lms acc ko pag absent ako pwede nyo i-submit — {pick('dela.cruz', 'santos.j', 'reyes.e')}{digits(2)} / {gpw()}",
        f"school portal (grades) pw: {gpw()}\nlms pw: {gpw()}",
        f"default pw ng lms na binigay ni sir: Sr{digits(6)}! (di ko pa napapalitan oops)",
    )
    r.add(
        "family_wifi_password",
        f"wifi sa bahay: PLDTHOMEFIBR_{rnd(HEX, 5)} / pw {rnd(ALNUM, 10)}",
        f"wifi pw (bago, pinalitan ni papa kasi daming kapitbahay naka-connect): {pick('Dalisay', 'Bahay', 'Pamilya')}{digits(4)}{pick('!', '@')}",
        f"Globe At Home wifi\nSSID: GlobeAtHome_{rnd(UPPER + DIGITS, 4)}\nKey: {rnd(UPPER + DIGITS, 8)}",
        f"wifi ni lola sa probinsya: {rnd(LOWER + DIGITS, 10)}",
        f"converge wifi pass: {rnd(ALNUM, 12)} (5G band)",
        f"pass ng wifi: {gpw()} — sabihin ko lang sa tropa pag LAN party",
    )
    r.add(
        "router_admin_password",
        f"router admin (192.168.1.1): user adminpldt pw {rnd(ALNUM, 12)}",
        f"admin login ng modem para ma-kick ko yung nagdodownload: admin / {gpw()}",
        f"fiber router admin panel\nuser: admin\npass: {rnd(ALNUM + '@#', 14)}",
        f"modem admin pw na nakadikit sa likod (pinalitan ko na): {rnd(ALNUM, 10)}",
    )
    r.add(
        "discord_user_token",
        f"discord token ko (hiningi ni Migs para sa selfbot niya, wag na ulitin): {discord_token()}",
        f"token: {discord_token()}",
        f"dc token ko from devtools → Network → authorization header: {discord_token()}",
        f"pinalitan ko pw kaya bago token: {discord_token()}",
        f"discord acct token para sa alt: {discord_token()}",
        f"yung token na binigay ko kay Enzo:\n{discord_token()}",
    )
    r.add(
        "discord_bot_token",
        f"TropaBot token: {discord_token()}",
        f"DISCORD_BOT_TOKEN={discord_token()}",
        f"bot.run(\"{discord_token()}\")  # tanggalin bago i-share code",
        f"token ng music bot sa server namin: {discord_token()}",
    )
    r.add(
        "discord_webhook_url",
        f"webhook para sa scrim results channel: {webhook()}",
        f"WEBHOOK_URL={webhook()}",
        f"webhook ng #announcements (pang-auto post ng stream): {webhook()}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"content\":\"GG\"}}' {webhook()}",
    )
    r.add(
        "phone_passcode",
        f"passcode ng phone ko: {digits(6)}",
        f"cp pin {digits(4)} (sinabi ko kay mama para sa emergency)",
        f"lock screen pin ng bagong phone: {digits(6)}, pattern dati L-shape pero pinalitan ko",
        f"phone pw: {digits(6)} — tablet: {digits(4)}",
        f"iphone passcode ni ate (pinahiram sakin for ML): {digits(6)}",
        f"screen time passcode na nilagay ni papa (nahulaan ko lol): {digits(4)}",
    )
    r.add(
        "gmail_password",
        f"gmail ko: {pick('jep', 'enzo', 'migs')}.gamer{digits(3)}@mail.example / {gpw()}",
        f"email pw (yung naka-link sa lahat ng games!!): {gpw()}",
        f"school email pw: {gpw()}\npersonal email pw: {gpw()}",
        f"password ng gmail na ginawa ko for tournament reg: {gpw()}",
        f"pang-recovery na email pw: {gpw()} (yahoo pa to lmao)",
    )
    r.add(
        "google_backup_codes",
        "google backup codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        f"gmail 2fa backup: {digits(8)}, {digits(8)}, {digits(8)}, {digits(8)}",
        f"backup verif codes (google) natira: {digits(4)} {digits(4)} / {digits(4)} {digits(4)}",
        "8-digit codes ng google kung wala phone:\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
    )
    r.add(
        "gmail_app_password",
        f"app password para sa OBS email alerts: {app_password()}",
        f"google app pw (thunderbird sa pc): {app_password()}",
        f"SMTP_PASS=\"{app_password()}\"  # gmail app password ng bot",
        f"app password ng gmail na nilagay ko sa scrim sheet script: {app_password().replace(' ', '')}",
    )
    r.add(
        "twitch_stream_key",
        f"twitch stream key: live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}",
        f"OBS > Stream > Twitch key: live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}",
        f"stream key ng team channel (si coach may-ari): live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}",
        f"bagong twitch key after ma-leak sa screen share ko (nakakahiya): live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}",
        f"key: live_{digits(9, lead=True)}_{rnd(ALNUM, 30)} (twitch)",
    )
    r.add(
        "youtube_stream_key",
        f"yt stream key: {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}",
        f"YouTube Live key ng school esports club: {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}",
        f"stream key pang-fb at yt, yt muna: {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}",
        f"rtmp://a.rtmp.youtube.com/live2 + key {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}",
    )
    r.add(
        "facebook_password",
        f"fb acc ko pw: {gpw()}",
        f"FB (yung may page ng team): email {pick('jep', 'enzo')}{digits(3)}@mail.example pw {gpw()}",
        f"messenger/fb bagong pw kasi na-hack ulit: {gpw()}",
        f"fb ng esports org namin, admin login: acme.esports.ph / {gpw()}",
        f"dummy fb acc pang-giveaway: {gpw()}",
    )
    r.add(
        "shopee_password",
        f"shopee pw: {gpw()}",
        f"lazada login: 09{digits(9)} / {gpw()}",
        f"shopee acc ni mama (pang-checkout ng mouse ko): {gpw()}",
        f"shopeepay pin: {digits(6)}",
    )
    r.add(
        "atm_pin",
        f"atm pin ng student savings: {digits(4)}",
        f"BDO card pin (binigay ni papa pang-allowance): {digits(6)}",
        f"pin ng debit card ko {digits(4)} — card ends {digits(4)}",
        f"atm ni lola na pinapa-withdraw sakin: pin {digits(6)}",
    )
    r.add(
        "laptop_login_pin",
        f"windows hello pin ng laptop: {digits(6)}",
        f"login ng gaming pc: user Jep pw {gpw()}",
        f"pc sa kwarto pin: {digits(4)}, bios pw: {rnd(ALNUM, 8)}",
        f"laptop pw (school laptop, bawal i-share pero ok lang sayo): {gpw()}",
    )
    r.add(
        "netflix_shared_password",
        f"netflix family acct: {pick('tita.marie', 'fam.dalisay')}@mail.example / {gpw()} — profile ko yung 'Jep'",
        f"spotify family pw (si tita may-ari): {gpw()}",
        f"disney+ hiram kay ate: pw {gpw()}",
        f"crunchyroll share naming tropa, pw: {gpw()}",
    )
    r.add(
        "codm_account_password",
        f"CODM (activision acc): {pick(*GAMER).lower()} / {gpw()}",
        f"call of duty mobile login pw: {gpw()}",
        f"genshin (hoyoverse) pw: {gpw()} — AR 55 na yan ha",
        f"valo + codm parehas pw dati, ngayon codm: {gpw()}",
    )
    r.add(
        "github_token",
        f"github token para ma-push ko yung bot: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://jepdev:ghp_{rnd(ALNUM, 36)}@github.acme.test/jepdev/tropabot.git",
        f"fine-grained token (repo lang): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "minecraft_rcon_password",
        f"mc server rcon pw: {rnd(ALNUM, 14)}",
        f"server.properties:\nenable-rcon=true\nrcon.port=25575\nrcon.password={rnd(ALNUM, 16)}",
        f"admin pw ng panel ng minecraft server (mc.tropa.test): {gpw()}",
        f"op password sa authme plugin ko: {gpw()}",
    )
    r.add(
        "computer_shop_account",
        f"comshop kanto (timer acct): user jep{digits(2)} pw {digits(4)}",
        f"pisonet admin pw ni kuya Ben (pinagkatiwala sakin): {rnd(ALNUM, 8)}",
        f"netcafe member acct: {pick(*GAMER).lower()} / {gpw()} — may 3 hrs pa",
        f"login ko sa iCafe sa tapat ng school: {digits(6)} / pin {digits(4)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK ng sim ko (nasa card): {digits(8)}",
        f"globe sim puk: {digits(8)}, sim pin {digits(4)}",
        f"smart sim PUK1 {digits(8)} — nalock phone ko kanina haha",
    )
    r.add(
        "epic_games_backup_codes",
        "epic backup codes:\n" + "\n".join(rnd(UPPER + DIGITS, 8) for _ in range(5)),
        f"epic games pw: {gpw()}, backup code: {rnd(UPPER + DIGITS, 8)}",
        f"battle.net restore code: {rnd(UPPER + DIGITS, 10)} serial {'-'.join([pick('US', 'EU')] + [digits(4) for _ in range(3)])}",
        f"ubisoft 2fa backup: {' '.join(rnd(UPPER + DIGITS, 8) for _ in range(4))}",
    )
    r.add(
        "scrim_lobby_password",
        f"custom lobby (scrim vs Team Bagyo) pw: {rnd(LOWER + DIGITS, 6)}",
        f"tourney room password: {digits(4)} — wag i-post sa gc publiko",
        f"ML custom room: id {digits(8)} pw {rnd(LOWER + DIGITS, 6)} (yung id ok lang i-share, pw hindi)",
        f"valorant custom game code {rnd(UPPER, 6)}, team channel voice pw {gpw()}",
    )
    r.add(
        "faceit_login",
        f"faceit acc: {pick(*GAMER).lower()} / {gpw()}",
        f"start.gg login para sa tournament org: {gpw()}",
        f"challengermode pw: {gpw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "steam_id64",
        f"steam id64 ko: {steam64()} (pang-add sa tournament roster)",
        f"steamid ng mga kasama sa team: {steam64()}, {steam64()}, {steam64()}",
        f"profile ni Migs: steamcommunity.com/profiles/{steam64()}",
        f"yung SteamID ko para sa faceit verify: {steam64()} — public naman to",
        f"STEAM_0:{pick('0', '1')}:{digits(8, lead=True)} (old format ng steam id ko)",
    )
    r.add(
        "steam_trade_link",
        f"trade link ko (pwede i-share): https://steamcommunity.com/tradeoffer/new/?partner={digits(9, lead=True)}&token={rnd(ALNUM + '-_', 8)}",
        f"trade url para sa skin na binili ko kay Enzo: steamcommunity.com/tradeoffer/new/?partner={digits(9, lead=True)}&token={rnd(ALNUM, 8)}",
        f"pinost ko trade link ko sa marketplace gc: partner={digits(9, lead=True)} token={rnd(ALNUM, 8)}",
        f"trade offer #{digits(10, lead=True)} — accepted na, AK Redline FT",
        f"trade hold ends {pick('Mon', 'Tue', 'Fri')} {secrets.randbelow(12) + 1}pm, offer id {digits(10, lead=True)}",
    )
    r.add(
        "steam_friend_code",
        f"steam friend code: {digits(pick(9, 10), lead=True)}",
        f"add nyo ko sa steam, friend code {digits(9, lead=True)}",
        f"friend codes ng squad: jep {digits(9, lead=True)}, migs {digits(9, lead=True)}, enzo {digits(9, lead=True)}",
        f"cs2 lobby invite code galing sa friend: {digits(10, lead=True)} — friend code lang daw yun",
    )
    r.add(
        "riot_id_tag",
        f"riot id ko: {pick(*GAMER)}#{riot_tag()}",
        f"add nyo sa valo: {pick(*GAMER)}#{riot_tag()}",
        f"roster riot ids:\n- {pick(*GAMER)}#{riot_tag()}\n- {pick(*GAMER)}#{riot_tag()}\n- {pick(*GAMER)}#{riot_tag()}",
        f"pinalitan ko riot id, dati {pick(*GAMER)}#{riot_tag()}, ngayon {pick(*GAMER)}#{riot_tag()}",
        f"yung toxic na nakalaban namin: {pick('Zeus', 'Kraken', 'Hokage')}{digits(3)}#{riot_tag()} — i-report",
        f"lol sea server ign: {pick(*GAMER)}#{riot_tag()} (level {secrets.randbelow(300) + 30})",
    )
    r.add(
        "valorant_match_id",
        f"match id ng clutch ko (1v4!!!): {uid()}",
        f"tracker link: tracker.acme.test/valorant/match/{uid()}",
        f"scrim vs Bagyo map 2 match id {uid()} — panoorin ulit yung replay",
        f"LoL match SG2_{digits(10, lead=True)} — pentakill ko lol",
        f"report ticket para sa match {uid()} kasi may cheater",
    )
    r.add(
        "mlbb_game_uid",
        f"ML ID: {digits(9, lead=True)} ({digits(4, lead=True)})",
        f"mobile legends id + server: {digits(9, lead=True)} / {digits(4, lead=True)} — para sa diamond top up",
        f"uid ng squadmates sa ML:\nMigs {digits(9, lead=True)}({digits(4, lead=True)})\nEnzo {digits(8, lead=True)}({digits(4, lead=True)})",
        f"genshin uid ko {pick('8', '9')}{digits(8)} (asia server)",
        f"codm uid: {digits(19, lead=True)} — add nyo ko",
        f"squad id sa ML: {digits(7, lead=True)}, team name 'Tropa Esports'",
    )
    r.add(
        "gcash_reference_number",
        f"gcash ref no. {digits(13, lead=True)} — bayad ko sa tourney reg fee ₱300",
        f"sent ₱{secrets.randbelow(900) + 100} kay Enzo, Ref No. {digits(4, lead=True)} {digits(3)} {digits(6)}",
        f"gcash receipt: Ref {digits(13, lead=True)} | {pick('Mar', 'Apr', 'May')} {secrets.randbelow(28) + 1} 2025 | ₱{secrets.randbelow(500) + 50}.00",
        f"refund request sa gcash, reference number {digits(13, lead=True)}, ticket {digits(8, lead=True)}",
        f"proof of payment sa jersey: gcash ref {digits(13, lead=True)}",
        f"cash in sa 7-11 ref: {digits(13, lead=True)}",
    )
    r.add(
        "maya_reference_number",
        f"maya ref id: {rnd(UPPER + DIGITS, 12)} — bayad sa Shopee",
        f"maya transfer ₱{secrets.randbelow(900) + 100}, reference {digits(12, lead=True)}",
        f"instapay trace no. {digits(6)}, maya ref {rnd(UPPER + DIGITS, 12)}",
        f"maya invoice #{digits(8, lead=True)} (load ng globe)",
    )
    r.add(
        "shopee_order_id",
        f"shopee order id: {digits(6, lead=True)}{rnd(UPPER + DIGITS, 8)} — mousepad na XXL",
        f"order ng headset: #{digits(6, lead=True)}{rnd(UPPER + DIGITS, 8)}, eta friday",
        f"lazada order no. {digits(15, lead=True)} (keyboard switches)",
        f"return request ng sirang mouse: order {digits(6, lead=True)}{rnd(UPPER + DIGITS, 8)}, return id {digits(10, lead=True)}",
        f"tiktok shop order {digits(18, lead=True)} — gaming chair ni kuya",
    )
    r.add(
        "parcel_tracking_number",
        f"j&t tracking: {digits(12, lead=True)}",
        f"SPX tracking ng mouse: SPXPH0{digits(11)}",
        f"LBC tracking no. {digits(12, lead=True)} — padala ni tita galing Dubai",
        f"ninja van: NVPH{rnd(UPPER + DIGITS, 10)}",
        f"flash express tracking PH{digits(10)}{rnd(UPPER, 1)} — naka 'out for delivery' na",
    )
    r.add(
        "used_voucher_code",
        f"voucher {rnd(UPPER + DIGITS, 10)} — NAGAMIT NA (shopee 11.11)",
        f"codashop promo {rnd(UPPER + DIGITS, 8)} expired na last month, wag na subukan",
        f"redeemed na: ML redeem code {rnd(LOWER + DIGITS, 12)} (nakuha ko yung skin)",
        f"steam wallet code na na-redeem ko na: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(3))} ✅ (₱500 added)",
        f"grabfood voucher {rnd(UPPER, 4)}{digits(3)} — used na, pang-record lang",
        f"valorant points gift card (redeemed {pick('Apr', 'May', 'Jun')} {secrets.randbelow(28) + 1}): {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} — zero balance na",
    )
    r.add(
        "discord_user_id",
        f"discord user id ko: {snowflake()}",
        f"ids para sa mod role: {snowflake()}, {snowflake()}",
        f"yung scammer sa server, user id {snowflake()} — na-ban na",
        f"<@{snowflake()}> yan yung ping format ng account ko",
        f"server id ng Tropa Esports: {snowflake()}, channel id ng #scrims: {snowflake()}",
    )
    r.add(
        "discord_invite_link",
        f"invite sa server namin: discord.gg/{rnd(ALNUM, pick(7, 8, 10))}",
        f"https://discord.gg/{rnd(ALNUM, 8)} — PH valo scrim finder",
        f"server ng school esports club: discord.gg/{rnd(ALNUM, 7)} (walang expiry)",
        f"bagong invite kasi na-expire yung dati: discord.gg/{rnd(ALNUM, 8)}",
        f"vanity link ng org: discord.gg/tropaesports{digits(2)}",
    )
    r.add(
        "discord_message_link",
        f"yung msg ni coach about schedule: discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"rules post link: https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"pinned msg ng bracket: channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"attachment ng replay: cdn.acme.test/attachments/{snowflake()}/{snowflake()}/replay.mp4",
    )
    r.add(
        "cs2_share_code",
        f"cs2 demo share code: {share_code()}",
        f"panoorin natin to sa review: {share_code()} (ace ni Enzo round 14)",
        f"match sharing code ng faceit lvl 6 game ko: {share_code()}",
        f"steam match history auth? hindi, share code lang to: {share_code()}",
    )
    r.add(
        "valorant_crosshair_code",
        f"crosshair code ko: 0;P;c;{secrets.randbelow(8)};h;0;f;0;0l;{secrets.randbelow(6)};0o;{secrets.randbelow(5)};0a;1;0f;0;1b;0",
        f"crosshair ni coach (copy ko lang): 0;s;1;P;c;5;o;1;d;1;z;{secrets.randbelow(4)};0f;0;0t;{secrets.randbelow(4)};0l;{secrets.randbelow(5)};0a;1;1b;0",
        f"ML settings code? wala yun, pero sens ko: camera {secrets.randbelow(50) + 50}%, drag {secrets.randbelow(40) + 30}",
        f"cs2 crosshair share: CSGO-{'-'.join(rnd('ABCDEFGHJKLMNOPQRSTUVWXYZabcdefhijkmnopqrstuvwxyz23456789', 5) for _ in range(5))} (crosshair lang yan)",
    )
    r.add(
        "password_change_reminder",
        "reminder: palitan steam pw every 3 months, last change ko march pa",
        "TODO: i-enable 2FA sa riot acct, at wag na gamitin same pw sa ML at gmail",
        "sabi ni kuya wag daw ibigay discord token kahit kanino, parang password na rin daw yun. noted 😭",
        "pinalitan ko na lahat ng pw kahapon after nung phishing link sa gc. hindi ko na ilalagay dito",
        "password rules ng lms: min 8 chars, may uppercase, number at symbol, expire every 90 days",
        "gcash mpin — pinalitan ko na rin, di ko na isusulat dito kasi baka mabasa ni bunso",
    )
    r.add(
        "password_location_note",
        "nasaan pw ng wifi? nakasulat sa likod ng modem sa sala",
        "steam backup codes naka-print, nasa loob ng notebook sa 2nd drawer",
        "lahat ng pw ko nasa Bitwarden na, master pw nasa isip ko lang",
        "ML acc pw — tanong mo kay Migs, siya may alam (acc niya talaga yun)",
        "yung LMS pw na-reset ni Ma'am, nasa email daw galing sa registrar",
    )
    r.add(
        "masked_account_number",
        f"gcash acct naka-link: 09{digits(2)}•••{digits(4)}",
        f"card na ginamit sa steam: Visa ending in {digits(4)}",
        f"maya acct no. **** **** {digits(4)}",
        f"bdo savings: xxxx-xxxx-{digits(4)} (pang-allowance)",
        f"phone na naka-register sa riot: +63 9** *** {digits(4)}",
    )
    r.add(
        "wifi_network_settings",
        f"wifi namin: PLDTHOMEFIBR_{rnd(HEX, 5)} (2.4G) at PLDTHOMEFIBR_{rnd(HEX, 5)}_5G — gamitin 5G pag ranked",
        f"ping ko sa SEA server: {secrets.randbelow(40) + 20}ms naka-LAN, {secrets.randbelow(80) + 60}ms wifi",
        f"router ip: 192.168.1.1, dhcp range .100-.200, reserved ip ng pc ko 192.168.1.{secrets.randbelow(50) + 10}",
        f"plan namin: {pick('300', '500', '1000')} Mbps, account no. {digits(10, lead=True)}, due every 15th",
        "wifi pw? tanong mo kay papa, ayaw na niya ipasulat kahit saan",
    )
    r.add(
        "router_serial_and_mac",
        f"modem serial no. {rnd(UPPER, 4)}{rnd(HEX.upper(), 8)}, MAC {':'.join(rnd(HEX.upper(), 2) for _ in range(6))}",
        f"mac address ng gaming pc (para sa mac filter): {'-'.join(rnd(HEX.upper(), 2) for _ in range(6))}",
        f"ONU model HG8145V5, SN {rnd(HEX.upper(), 16)}",
        f"pldt repair ticket #{digits(10, lead=True)} — LOS red light ulit",
    )
    r.add(
        "env_var_reference",
        "sa bot.py: token = os.environ['DISCORD_TOKEN'] — wag hardcode sabi ni kuya",
        "riot_key = os.getenv(\"RIOT_API_KEY\")  # nasa .env, naka-gitignore na",
        ".env.example:\nDISCORD_TOKEN=\nRIOT_API_KEY=\nSTEAM_API_KEY=\n(blanko talaga to, template lang)",
        "export TWITCH_KEY=$(cat ~/.secrets/twitch) bago mag-start ng obs script",
        "config.yaml: token: ${DISCORD_TOKEN}  # galing sa environment",
    )
    r.add(
        "github_actions_secret_reference",
        "workflow: env:\n  DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}",
        "nilagay ko na RIOT_API_KEY sa repo Settings > Secrets > Actions, wag na sa code",
        "deploy.yml -> token: ${{ secrets.BOT_TOKEN }} , webhook: ${{ secrets.SCRIM_WEBHOOK }}",
        "github secret names: DISCORD_TOKEN, STEAM_API_KEY, RIOT_API_KEY (values nasa bitwarden)",
    )
    r.add(
        "file_checksum",
        f"sha256 ng ML apk na dinownload ko: {hexs(64)} — tugma sa site",
        f"checksum ng custom map (md5): {hexs(32)}",
        f"obs installer sha1 {hexs(40)}",
        f"minecraft mod jar hash: sha512:{hexs(128)}",
    )
    r.add(
        "git_commit_hash",
        f"last working commit ng tropabot: {hexs(40)}",
        f"git revert {hexs(7)} kasi nasira yung /rank command",
        f"merge ng PR #{secrets.randbelow(50) + 1} ni Enzo: {hexs(12)}",
        f"tag v1.{secrets.randbelow(9)}.0 -> {hexs(40)}",
    )
    r.add(
        "google_form_link",
        f"reg form ng inter-school tourney: forms.acme.test/d/e/{rnd(URLSAFE, 56)}/viewform",
        f"scrim schedule sheet: docs.acme.test/spreadsheets/d/{rnd(URLSAFE, 44)}/edit",
        f"drive folder ng highlights: drive.acme.test/drive/folders/{rnd(URLSAFE, 33)}",
        f"canva link ng jersey design: canva.acme.test/design/{rnd(URLSAFE, 11)}/view",
    )
    r.add(
        "codashop_transaction_id",
        f"codashop txn id: {digits(6, lead=True)}{rnd(UPPER + DIGITS, 10)} — 257 diamonds",
        f"top up receipt: Transaction ID {uid()}, ₱{secrets.randbelow(400) + 50}",
        f"smart load ref: {rnd(UPPER + DIGITS, 12)} (giga gaming 99)",
        f"weekly diamond pass order #{digits(12, lead=True)} dumating na",
    )
    r.add(
        "learner_reference_number",
        f"LRN ko: {digits(12, lead=True)} (pang-enroll)",
        f"student no. 2024-{digits(5)}, section 11-{pick('STEM', 'ICT', 'ABM')} A",
        f"esports club member id ESC-{digits(4)}-{rnd(UPPER, 2)}",
        f"school id barcode {digits(10, lead=True)} — nawala id ko, need ng affidavit of loss",
    )
    r.add(
        "public_client_id",
        f"twitch client id ng overlay (public naman daw): {rnd(LOWER + DIGITS, 30)}",
        f"discord application id ng TropaBot: {snowflake()} — ito yung nasa invite url",
        f"bot invite: discord.com/oauth2/authorize?client_id={snowflake()}&scope=bot&permissions={digits(10, lead=True)}",
        f"public key ng discord app (pang-verify ng interactions): {hexs(64)}",
    )
    r.add(
        "two_factor_setup_note",
        "na-setup ko na steam guard mobile authenticator sa bagong phone, na-remove na sa luma",
        "riot 2FA: email code. gcash: OTP sa sim. huwag ibigay kahit kanino OTP sabi ng GCash",
        "enabled na 2FA sa discord gamit authy, backup codes nasa notebook (di ko isusulat dito)",
        f"2FA sa moonton naka-on, bind email + phone +63 9** *** {digits(4)}",
    )
    r.add(
        "tournament_registration_id",
        f"MPL school cup reg id: MSC-{digits(4)}-{rnd(UPPER + DIGITS, 6)}",
        f"team code sa bracket: TRP-{rnd(UPPER + DIGITS, 5)} (pinapakita sa check-in)",
        f"start.gg event link: start.acme.test/tournament/ph-valo-open-{digits(3)}/event/{rnd(LOWER + DIGITS, 8)}",
        f"check-in number ko: #{secrets.randbelow(200) + 1}, seed {secrets.randbelow(16) + 1}",
    )
    r.add(
        "youtube_clip_link",
        f"highlight ko: youtu.be/{rnd(URLSAFE, 11)}",
        f"clip ng ace: clips.twitch.tv/{pick('Brave', 'Clever', 'Lazy')}{pick('Tiger', 'Otter', 'Goose')}{rnd(ALNUM, 16)}",
        f"tiktok ng squad: video/{digits(19, lead=True)}",
        f"vod ng finals: youtube.com/watch?v={rnd(URLSAFE, 11)}&t={secrets.randbelow(3000)}s",
    )
    return r


def main() -> None:
    write_corpora("make_heldout305.py", [
        ("heldout305_credentials.yaml", credentials(), "Held-out batch 305: Taglish notes of a Manila high-school esports player that hold real secrets (game and wallet passwords, MPINs, tokens, codes)"),
        ("heldout305_lookalikes.yaml", lookalikes(), "Held-out batch 305: Taglish notes of a Manila high-school esports player that look secret but are not (game ids, trade links, references, used vouchers)"),
    ])


if __name__ == "__main__":
    main()

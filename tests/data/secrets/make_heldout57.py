# ruff: noqa: E501
"""Writes heldout57_credentials.yaml and heldout57_lookalikes.yaml: held-out batch 57.

Persona: a retired couple in Bordeaux (Caudéran), Françoise and Bernard. She types the notes,
he dictates some of them; neither is technical. They write everyday French with a few English
words (login, password, mail, reset, OK). Their credentials are the ones of French daily life:
impots.gouv and Ameli (through France Connect), the bank's online access (identifiant and
code secret à 6 chiffres), card PINs, Certicode and SécuriPass codes, the Livebox Wi-Fi key
and admin password, Doctolib, the mutuelle and CAF, La Poste, the building's digicode, the
gate code, the alarm, the safe, the grandchildren's iPad, Netflix, Free and Orange accounts,
phone PIN and PUK. Their look-alikes are the numbers printed on letters and tickets: numéro
fiscal and numéro d'avis, social security fragments and dossier numbers, the plumber's IBAN,
Colissimo tracking numbers, EDF and water contract numbers, plates, phone numbers, dates,
prices, addresses, recipes, lottery numbers and SNCF booking references already travelled.

This batch was written blind: its author never read the detector, its tests or the other
corpora. Every value is synthetic and drawn at run time from the `secrets` module (through
the helpers of make_heldout.py); hosts and mail domains are under `.example`.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pick,
    rnd,
    write_corpora,
)

SR = secrets.SystemRandom()
PLATE = "ABCDEFGHJKLMNPQRSTVWXYZ"
MOTS = ["Arcachon", "Cauderan", "Pomerol", "Lacanau", "Soleil", "Mamie", "Papy", "Filou",
        "Moustache", "Girondins", "Canele", "Pyla", "Noisette", "Tulipe", "Garonne", "Medoc",
        "Hortense", "Minou", "Biarritz", "Hirondelle", "Mimosa", "Bergerac", "Oleron", "Pastis"]
PRENOMS = ["Bernard", "Francoise", "Sophie", "Thomas", "Lea", "Hugo", "Ines", "Jules"]
RUES = ["rue Judaïque", "avenue Louis-Barthou", "rue du Tondu", "cours de l'Argonne",
        "rue Fondaudège", "avenue de la Libération", "rue Sainte-Catherine", "boulevard du Président-Wilson"]


def annee(first: int = 1940, span: int = 85) -> str:
    return str(first + secrets.randbelow(span))


def date(first: int = 2023, span: int = 3) -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{first + secrets.randbelow(span)}"


def heure() -> str:
    return f"{8 + secrets.randbelow(10)}h{pick('00', '15', '30', '45')}"


def mdp() -> str:
    """A password a retired person chose: a word they like, a year, a bit of punctuation."""
    w = secrets.choice(MOTS)
    p = secrets.choice(PRENOMS)
    return pick(
        f"{w}{annee()}",
        f"{w}{digits(2)}!",
        f"{w.lower()}{digits(3)}{pick('*', '.', '$', '!')}",
        f"{p}{pick('&', '+', '_')}{secrets.choice(PRENOMS)}{digits(2)}",
        f"{p.lower()}{annee()}{pick('', '!', '?')}",
        f"{w}.{secrets.choice(MOTS).lower()}{digits(2)}",
        f"{w}@{digits(4)}",
        f"{w}{secrets.choice(MOTS)}{digits(1)}",
    )


def mail(who: str = "") -> str:
    who = who or secrets.choice(["bernard", "francoise", "f.duprat", "b.duprat", "duprat.famille"])
    return f"{who}{pick('', digits(2), annee()[2:])}@{pick('orange', 'wanadoo', 'free', 'laposte', 'sfr')}.example"


def fiscal(spaced: bool = False) -> str:
    n = pick("0", "1", "2", "3") + digits(12)
    return f"{n[:2]} {n[2:4]} {n[4:7]} {n[7:10]} {n[10:]}" if spaced else n


def nir(sex: str = "", full: bool = False) -> str:
    """A French social security number, 13 digits, and its key when `full`."""
    body = (sex or pick("1", "2")) + f"{secrets.randbelow(30) + 40:02d}{secrets.randbelow(12) + 1:02d}33{digits(3)}{digits(3)}"
    if not full:
        return body
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:]} {key:02d}"


def rib() -> tuple[str, str, str, str]:
    bank, guichet, compte = digits(5, True), digits(5), digits(11)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
    return bank, guichet, compte, f"{key:02d}"


def fr_iban() -> str:
    bank, guichet, compte, key = rib()
    return iban("FR", bank + guichet + compte + key)


def bic() -> str:
    return f"{rnd(UPPER, 4)}FR{rnd(UPPER + DIGITS, 2)}{pick('', rnd(UPPER + DIGITS, 3))}"


def plaque() -> str:
    return f"{rnd(PLATE, 2)}-{digits(3, True)}-{rnd(PLATE, 2)}"


def tel(fixe: bool = False) -> str:
    start = "05 56" if fixe else f"0{pick('6', '7')} {digits(2)}"
    return f"{start} {digits(2)} {digits(2)} {digits(2)}"


def colissimo() -> str:
    return pick("6A", "6C", "6Q", "8R", "9V", "8L") + digits(11)


def s10(service: str = "") -> str:
    """A UPU S10 tracking number (lettre suivie, recommandé) with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service or rnd(UPPER, 2)}{body}{check}FR"


def siren() -> str:
    return luhn(str(secrets.randbelow(9) + 1), 9)


def loto() -> str:
    return " - ".join(str(n) for n in sorted(SR.sample(range(1, 50), 5)))


def euro() -> str:
    nums = " ".join(str(n) for n in sorted(SR.sample(range(1, 51), 5)))
    stars = " et ".join(str(n) for n in sorted(SR.sample(range(1, 13), 2)))
    return f"{nums}, étoiles {stars}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "impots_gouv",
        f"impots.gouv : numéro fiscal {fiscal()} et le mot de passe c'est {mdp()}",
        f"Site des impôts (Bernard)\nidentifiant = son numéro fiscal {fiscal(True)}\nmot de passe : {mdp()}\nchangé en mai après le reset",
        f"Bernard me dicte pour la déclaration en ligne :\nlogin {fiscal()} password {mdp()}\net pour moi {fiscal()} / {mdp()}",
        f"IMPOTS — nouveau mot de passe (l'ancien était bloqué) : {mdp()}\nnuméro fiscal sur l'avis : {fiscal(True)}",
    )
    r.add(
        "ameli",
        f"Ameli (mon compte) : n° sécu {nir('2')} mot de passe {mdp()}",
        f"ameli.fr\nidentifiant : {nir('1')} (Bernard)\ncode : {mdp()}\nle code provisoire ne marche plus, on a mis celui-là",
        f"Pour Ameli on passe d'habitude par France Connect mais si ça bug : {nir()} / {mdp()}",
    )
    r.add(
        "franceconnect",
        f"France Connect : cliquer sur le bouton impots.gouv puis {fiscal()} et {mdp()} — ça marche pour Ameli et la retraite",
        f"FranceConnect de Bernard (via Ameli) : {nir('1')} + mot de passe {mdp()}",
    )
    r.add(
        "identite_numerique",
        f"Identité Numérique La Poste, l'appli sur mon téléphone : code secret {digits(4)}",
        f"Bernard a fait l'Identité Numérique au bureau de poste de Caudéran.\nSon code à 4 chiffres : {digits(4)}\n(pour FranceConnect+)",
    )
    r.add(
        "banque_acces",
        f"Banque Postale en ligne\nidentifiant : {digits(10, True)}\nmot de passe : {digits(6)}",
        f"Crédit Agricole — accès internet : n° de compte {digits(11)} et code personnel {digits(6)}",
        f"Caisse d'Épargne, Bernard me dit : identifiant client {digits(10, True)}, code secret {digits(6)} (on le tape sur le clavier qui bouge)",
        f"Pour voir les comptes sur l'ordinateur : {digits(10, True)} puis les 6 chiffres {groups(digits(6), 2)}",
    )
    r.add(
        "carte_pin",
        f"code de ma carte bleue : {digits(4)}",
        f"CB Visa de Bernard → code {digits(4)}\nla mienne → {digits(4)}",
        f"Nouvelle carte reçue le {date(2025, 1)}, le code confidentiel est arrivé à part : {digits(4)}. L'ancienne est coupée.",
    )
    r.add(
        "carte_bancaire",
        f"Pour commander sur internet : carte {groups(luhn('4970'), 4)} exp {secrets.randbelow(12) + 1:02d}/{26 + secrets.randbelow(4)} cryptogramme {digits(3)}",
        f"Mastercard de Bernard\n{groups(luhn('5132'), 4)}\nvalable jusqu'à fin {secrets.randbelow(12) + 1:02d}/{26 + secrets.randbelow(4)}\nles 3 chiffres derrière : {digits(3)}",
        f"Carte de Sophie (elle nous a demandé de réserver le gîte) : {luhn('4974')} — {secrets.randbelow(12) + 1:02d}/{27 + secrets.randbelow(3)} — {digits(3)}",
    )
    r.add(
        "certicode",
        f"Certicode Plus (Banque Postale) : mon code à 4 chiffres pour valider les virements = {digits(4)}",
        f"Bernard a activé Certicode Plus sur son portable, code choisi {digits(4)}",
        f"Virement au plombier : la banque demande le Certicode → {digits(4)} (pas le code de la carte !)",
    )
    r.add(
        "securipass",
        f"SécuriPass Crédit Agricole, code de l'appli : {digits(4)}",
        f"Pour valider un achat il demande le code SecuriPass : {digits(4)} pour moi, {digits(4)} pour Bernard",
        f"Appli Ma Banque réinstallée sur le nouveau téléphone\nidentifiant {digits(11)}\ncode {digits(6)}\nSécuriPass {digits(4)}",
    )
    key = rnd(UPPER + DIGITS, 26)
    r.add(
        "livebox_wifi",
        f"Wi-Fi de la maison : réseau Livebox-{hexs(4).upper()}, clé {rnd(UPPER + DIGITS, 26)}",
        f"Pour les petits quand ils viennent :\nle wifi c'est Livebox-{hexs(4).upper()}\nmot de passe {key}\n(attention aux majuscules)",
        f"Clé Wi-Fi recopiée de dessous la box : {groups(rnd(ALNUM, 20), 4)}",
        f"Thomas a changé le mot de passe du wifi : {mdp()} — réseau « Maison-Duprat »",
    )
    r.add(
        "livebox_admin",
        f"Livebox, page 192.168.1.1 : admin / {key[:8]}",
        f"Le technicien Orange a changé le mot de passe admin de la box : {mdp()}",
        f"Réglages de la box (pour Thomas s'il appelle) :\nutilisateur admin\nmot de passe {rnd(ALNUM, 10)}",
    )
    r.add(
        "doctolib",
        f"Doctolib : {mail('francoise')} — mot de passe {mdp()}",
        f"Doctolib de Bernard\nlogin {mail('bernard')}\npassword {mdp()}\n(rdv kiné et dermato dessus)",
        f"Bernard me dicte : pour Doctolib c'est le même mail que d'habitude et le mot de passe {mdp()}",
    )
    r.add(
        "mutuelle",
        f"Mutuelle, espace adhérent : n° adhérent {digits(9)} mot de passe {mdp()}",
        f"Site de la mutuelle (remboursements lunettes) : {mail()} / {mdp()}",
        f"MGEN de Françoise → identifiant {nir('2')}, code {digits(6)}",
    )
    r.add(
        "caf",
        f"CAF — numéro allocataire {digits(7)} code confidentiel {digits(8)}",
        f"caf.fr (APL de Jules quand il était chez nous) : allocataire {digits(7)}, mot de passe {digits(8)}",
        f"Mon compte CAF : {digits(7)} / {mdp()}",
    )
    r.add(
        "laposte",
        f"Compte La Poste (pour les recommandés en ligne) : {mail()} / {mdp()}",
        f"laposte.fr — login {mail('francoise')}\nmot de passe {mdp()}",
        f"Digiposte (les fiches de pension y sont) : {mail('bernard')} et {mdp()}",
    )
    r.add(
        "digicode",
        f"Digicode immeuble de Sophie ({secrets.randbelow(80) + 1} rue Judaïque) : {digits(4)}{pick('A', 'B')} puis interphone DUPRAT-MARTIN",
        f"Nouveau code de la porte d'entrée : {pick('A', 'B', 'C')}{digits(4)} (changé le 1er mars, le syndic a prévenu)",
        f"Résidence des Chênes — portillon {digits(4)}, hall {digits(4)}B",
        f"Bernard me dicte le code de chez Thomas à Talence : {digits(4)}, et la porte du local vélos {digits(4)}",
    )
    r.add(
        "bip_portail",
        f"Portail du parking : le bip est dans la voiture, sinon taper {digits(6)} sur le boîtier",
        f"Code du portail électrique chez les enfants à Mérignac : {digits(4)}#",
        f"Portail de la résidence à Arcachon\nclavier à gauche : {digits(5)} puis la clé\n(le bip de la Clio est cassé)",
    )
    r.add(
        "alarme",
        f"Alarme : code {digits(4)} pour désactiver.\nMot de passe si la centrale téléphone : « {secrets.choice(MOTS).lower()} {digits(2)} »",
        f"Code alarme maison : {digits(4)} (Bernard dit de ne jamais le noter, je le note quand même)",
        f"Pour Mme Lafargue qui arrose les plantes en août : entrer, taper {digits(4)} puis OFF dans les 30 secondes",
        f"Alarme de la maison d'Arcachon : code d'entrée {digits(6)}, code sous contrainte {digits(6)}",
    )
    r.add(
        "coffre",
        f"Coffre de l'armoire : combinaison {digits(2)}-{digits(2)}-{digits(2)}",
        f"Le petit coffre du dressing s'ouvre avec {digits(6)} puis la touche #",
        f"Salle des coffres à l'agence : clé dans la boîte à bijoux, code d'accès {digits(6)}",
    )
    r.add(
        "ipad_enfants",
        f"Code de l'iPad des petits : {digits(6)}",
        f"iPad (celui que Léa prend le mercredi) → {digits(4)}\net le code « temps d'écran » c'est {digits(4)}",
        f"Hugo a changé le code de l'iPad, le nouveau c'est {digits(6)} — ne pas lui dire qu'on l'a noté",
        f"Tablette des enfants : déverrouillage {digits(6)}, contrôle parental {digits(4)}",
    )
    r.add(
        "netflix",
        f"Netflix : {mail('thomas')} mot de passe {mdp()} (c'est le compte de Thomas, on partage)",
        f"Netflix sur la télé du salon\ncompte {mail()}\nmot de passe {mdp()}\ncode profil « Papy » : {digits(4)}",
        f"Bernard me dicte : Netflix = {mail('bernard')} et {mdp()}",
    )
    r.add(
        "free_account",
        f"Freebox de la maison d'Arcachon\nidentifiant espace abonné : fbx{digits(8)}\nmot de passe : {rnd(LOWER + DIGITS, 8)}",
        f"Free Mobile (portable de Bernard) : identifiant {digits(8)} / mot de passe {mdp()}",
        f"Espace abonné Free → fbx{digits(8)} / {mdp()} (pour résilier à la fin de l'été)",
    )
    r.add(
        "freebox_wifi",
        f"Wi-Fi à Arcachon : Freebox-{rnd(UPPER + DIGITS, 6)} clé {rnd(LOWER + DIGITS, 8)}-{rnd(LOWER + DIGITS, 6)}-{rnd(LOWER + DIGITS, 6)}",
        f"Mot de passe wifi de la Freebox (écrit en petit sous la box) : {rnd(ALNUM, 16)}",
    )
    r.add(
        "orange_account",
        f"Espace client Orange\nlogin : {mail()}\nmdp : {mdp()}",
        f"Orange (la facture internet) : {tel()} et mot de passe {mdp()}",
        f"Bernard a refait le mot de passe Orange, c'est maintenant {mdp()}",
    )
    r.add(
        "messagerie",
        f"Messagerie (les mails) : {mail('francoise')} et le mot de passe {mdp()}",
        f"Mail de Bernard sur la tablette : {mail('bernard')}\nmot de passe {mdp()}",
        f"Si le mail ne marche plus sur le téléphone : remettre {mdp()} dans Réglages > Comptes",
    )
    r.add(
        "phone_pin",
        f"PIN de mon portable : {digits(4)}",
        f"Code du téléphone de Bernard (pour le déverrouiller) : {digits(6)}",
        f"Samsung de Françoise : schéma en Z, et le code PIN de la carte SIM {digits(4)}",
        f"Nouveau téléphone de Bernard\nPIN SIM {digits(4)}\ncode écran {digits(6)}",
    )
    r.add(
        "puk",
        f"Code PUK SIM Orange : {digits(8)} (bloqué après 3 essais en février)",
        f"Bernard a encore bloqué sa carte SIM ! PIN {digits(4)} — PUK {digits(8)}",
        f"Sur le support de la carte SIM : PIN {digits(4)} PUK {digits(8)}",
    )
    r.add(
        "apple_id",
        f"Identifiant Apple : {mail()} — mot de passe {mdp()}",
        f"Apple ID des petits (partage familial) : {mail('lea.duprat')} / {mdp()}",
        f"iCloud de Françoise\n{mail('francoise')}\n{mdp()}\nquestion : ville de naissance",
    )
    r.add(
        "whatsapp",
        f"WhatsApp, code de vérification en deux étapes : {digits(6)}",
        f"Code PIN WhatsApp de Bernard (il le redemande tout le temps) : {digits(6)}",
    )
    r.add(
        "retraite",
        f"Agirc-Arrco espace personnel : identifiant {digits(9)} mot de passe {mdp()}",
        f"L'Assurance retraite (Carsat) : {nir('1')} — code {mdp()}",
        f"info-retraite pour moi : n° sécu {nir('2')} et mot de passe {mdp()}",
    )
    r.add(
        "ants",
        f"ANTS (carte grise de la Clio) : {mail()} / {mdp()}",
        f"Compte ANTS pour le permis de Bernard\nidentifiant {mail('bernard')}\nmot de passe {mdp()}",
    )
    r.add(
        "edf_account",
        f"Espace client EDF : {mail()}, mot de passe {mdp()}",
        f"EDF en ligne (pour envoyer l'index) : {mail('bernard')} / {mdp()}",
        f"Bernard me dicte : EDF login = le mail, password = {mdp()}",
    )
    r.add(
        "eau_account",
        f"Eau Bordeaux Métropole en ligne : n° contrat {digits(8)} + mot de passe {mdp()}",
        f"Site de l'eau (fuite après compteur) : {mail()} mot de passe {mdp()}",
    )
    r.add(
        "sncf_connect",
        f"SNCF Connect : {mail()} / {mdp()} (la carte Avantage Senior est dessus)",
        f"Pour les billets de train\nlogin {mail('francoise')}\nmot de passe {mdp()}",
        f"Appli SNCF sur le téléphone de Bernard : {mail('bernard')} et {mdp()}",
    )
    r.add(
        "amazon",
        f"Amazon : {mail()} mot de passe {mdp()}",
        f"Compte Amazon (cadeaux de Noël des petits) → {mail('francoise')} / {mdp()}",
        f"Bernard a créé un compte Amazon pour les cartouches d'encre : {mail('bernard')}, {mdp()}",
    )
    r.add(
        "leboncoin",
        f"Leboncoin (vente du buffet) : {mail()} / {mdp()}",
        f"Le Bon Coin de Bernard\n{mail('bernard')}\nmot de passe {mdp()}",
    )
    r.add(
        "facebook",
        f"Facebook : {mail('francoise')} mot de passe {mdp()}",
        f"Facebook (pour voir les photos de Sophie) → login {tel()} password {mdp()}",
        f"Bernard veut être sur Facebook pour le club de pétanque : {mail('bernard')} / {mdp()}",
    )
    r.add(
        "compte_google",
        f"Compte Google du téléphone : {secrets.choice(['bernard', 'francoise'])}.duprat{digits(2)}@gmail.example — {mdp()}",
        f"Gmail créé par Thomas pour moi\nadresse {mail()}\nmot de passe {mdp()}",
        f"Google Photos (les photos du mariage de Sophie) : {mail()} et {mdp()}",
    )
    r.add(
        "labo_resultats",
        f"Résultats d'analyses du labo : identifiant {digits(8)} mot de passe {rnd(ALNUM, 8)} (sur le ticket)",
        f"Labo de la place Gambetta — pour voir la prise de sang de Bernard : {rnd(UPPER + DIGITS, 10)} / {digits(6)}",
        f"Serveur de résultats : dossier {digits(10)}, code d'accès {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "syndic_extranet",
        f"Extranet du syndic (comptes de la copro) : identifiant {rnd(UPPER, 3)}{digits(6)} mot de passe {mdp()}",
        f"Foncia en ligne\nlogin {mail()}\npassword {mdp()}\n(pour l'AG de juin)",
    )
    r.add(
        "carte_vitale_appli",
        f"Appli carte Vitale sur mon téléphone : code à 6 chiffres {digits(6)}",
        f"Carte Vitale numérique de Bernard activée, code {digits(6)}",
    )
    r.add(
        "code_activation",
        f"Courrier Ameli : code provisoire {rnd(UPPER + DIGITS, 8)} à utiliser avant le {date(2025, 2)} pour créer le compte",
        f"Lettre de la Carsat : code d'activation {rnd(UPPER + DIGITS, 10)} pour l'espace personnel de Bernard",
        f"Impôts — numéro d'accès en ligne reçu : {rnd(UPPER + DIGITS, 7)}, avec le numéro fiscal {fiscal()}",
    )
    r.add(
        "lydia",
        f"Lydia (pour rembourser Sophie) : code secret {digits(4)}",
        f"Paylib / Wero sur le portable de Bernard : code {digits(4)}",
    )
    r.add(
        "ordinateur",
        f"Ordinateur du bureau : session « Bernard », mot de passe {mdp()}",
        f"Le PC portable démarre avec le code PIN {digits(4)} (Windows) — Thomas l'a mis",
        f"Mot de passe de l'ordinateur : {mdp()}\nsi oublié, appeler Thomas",
    )
    r.add(
        "cadenas",
        f"Cadenas du garage à vélos : {digits(4)}",
        f"Cadenas de la cave (box n°{secrets.randbelow(40) + 1}) : combinaison {digits(3)}",
        f"Antivol du vélo électrique de Bernard : {digits(4)}",
    )
    r.add(
        "boite_a_cles",
        f"Boîte à clés du gîte à Hossegor : code {digits(4)}",
        f"Chez nous, boîte à clés à côté du portillon pour l'aide-ménagère : {digits(4)}",
        f"Maison de Sophie pendant leurs vacances : les clés sont dans la boîte grise, code {digits(4)}, alarme {digits(4)}",
    )
    r.add(
        "ent_college",
        f"ENT du collège d'Hugo (pour les devoirs du mercredi) : hugo.duprat{digits(1)} / {mdp()}",
        f"Pronote de Léa\nidentifiant {rnd(LOWER, 6)}{digits(2)}\nmot de passe {mdp()}",
        f"Compte EcoleDirecte d'Inès : identifiant {rnd(LOWER, 7)} code {digits(6)}",
    )
    r.add(
        "paypal",
        f"PayPal : {mail()} / {mdp()}",
        f"PayPal de Bernard (achats sur les forums de timbres)\n{mail('bernard')}\n{mdp()}",
    )
    r.add(
        "tablette_code",
        f"Ma tablette Samsung : code de déverrouillage {digits(4)}",
        f"Liseuse Kobo de Bernard : code de verrouillage {digits(4)}, compte Fnac {mail('bernard')} / {mdp()}",
    )
    r.add(
        "wifi_location",
        f"Location à Lacanau (du {date(2025, 1)}) : wifi « {rnd(UPPER, 4)}-Guest » mot de passe {rnd(ALNUM, 12)}",
        f"Wi-Fi du camping à Soulac : réseau Camping-{digits(2)}, clé {rnd(LOWER + DIGITS, 10)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "numero_fiscal",
        f"Numéro fiscal de référence (en haut à gauche de l'avis) : {fiscal(True)}",
        f"Pour la déclaration de Bernard : n° fiscal {fiscal()}, le mien {fiscal()}",
        f"Le centre des impôts demande le numéro fiscal : {fiscal(True)} — dossier à la trésorerie de Mérignac",
    )
    r.add(
        "numero_avis",
        f"Avis d'impôt {annee(2023, 3)} : référence de l'avis {digits(2)} {digits(2)} {rnd(UPPER, 1)}{digits(6)} {digits(2)}, montant {secrets.randbelow(3000) + 200} €",
        f"Taxe foncière — n° d'avis {digits(13)}, à payer avant le 15/10",
        f"Référence d'avis pour la réclamation : {digits(2)}{digits(2)}{rnd(UPPER, 1)}{digits(8)} (avis de {annee(2023, 3)})",
    )
    r.add(
        "secu_fragment",
        f"N° sécu de Bernard commence par {nir('1')[:7]}… le reste est sur la carte Vitale",
        f"Feuille de soins : n° d'immatriculation {nir('2', True)[:14]} (je n'ai pas tout recopié)",
        f"La clé du numéro de sécu de Bernard c'est {secrets.randbelow(97) + 1:02d}, il l'oublie toujours",
    )
    r.add(
        "dossier_ameli",
        f"Ameli : dossier de remboursement n° {digits(12)} du {date()}, {secrets.randbelow(60) + 10},{digits(2)} €",
        f"Réclamation CPAM enregistrée sous le n° {rnd(UPPER, 2)}{digits(9)}",
        f"Arrêt de travail de Sophie : n° de dossier {digits(10)}, prise en charge à partir du {date(2025, 1)}",
    )
    bank, guichet, compte, key = rib()
    r.add(
        "rib_artisan",
        f"Plombier (M. Laporte) : virement de {secrets.randbelow(500) + 100},{digits(2)} € sur {fr_iban()} — BIC {bic()}",
        f"RIB de l'électricien pour le solde :\nIBAN {fr_iban()}\nBIC {bic()}\ntitulaire SARL ÉLEC'GIRONDE",
        f"Banque {bank} Guichet {guichet} Compte {compte} Clé {key} — c'est le RIB du jardinier, payer le 5 du mois",
        f"Bernard me dicte l'IBAN du couvreur : {fr_iban()}, facture n° {digits(5)}",
    )
    r.add(
        "colissimo",
        f"Colis de Sophie : suivi Colissimo {colissimo()}",
        f"Retour du grille-pain — numéro de suivi {colissimo()}, déposé au bureau de poste le {date(2025, 1)}",
        f"Colissimo {colissimo()} livré chez la voisine (n° {secrets.randbelow(60) + 1})",
        f"Deux colis en route : {colissimo()} et {colissimo()}",
    )
    r.add(
        "lettre_suivie",
        f"Recommandé avec AR au syndic : {s10('1A')}",
        f"Lettre suivie pour la mutuelle n° {s10()} envoyée le {date(2025, 1)}",
    )
    r.add(
        "edf_client",
        f"EDF : référence client {digits(1, True)} {digits(3)} {digits(3)} {digits(3)}, compte {digits(11)}",
        f"Contrat électricité n° {digits(10)}, puissance 9 kVA, option heures creuses",
        f"Facture EDF n° {digits(11)} du {date()}, {secrets.randbelow(200) + 40},{digits(2)} €",
    )
    r.add(
        "pdl_linky",
        f"Point de livraison (PDL) : {digits(14, True)} — compteur Linky n° {digits(12)}",
        f"Pour le changement de fournisseur il faut le PDL {digits(14, True)}",
    )
    r.add(
        "eau_contrat",
        f"Eau Bordeaux Métropole : contrat {digits(9)}, compteur n° {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 2)}{digits(6)}",
        f"Facture d'eau — référence {digits(4)}-{digits(6)}, consommation {secrets.randbelow(80) + 40} m³",
        f"Mensualisation de l'eau : n° d'abonné {digits(8)}, {secrets.randbelow(30) + 20} € par mois",
    )
    r.add(
        "rdv_reference",
        f"Ophtalmo le {date(2025, 1)} à {heure()}, référence du rendez-vous {rnd(UPPER + DIGITS, 8)}",
        f"Contrôle technique de la Clio : rdv n° {digits(7)} le {date(2025, 1)} {heure()}, centre de Mérignac",
        f"IRM de Bernard — convocation n° {digits(10)}, se présenter à {heure()}, salle {secrets.randbelow(12) + 1}",
    )
    r.add(
        "ants_predemande",
        f"Passeport de Françoise : numéro de pré-demande {rnd(UPPER + DIGITS, 10)}, rdv à la mairie le {date(2025, 1)}",
        f"Pré-demande carte d'identité Bernard → {rnd(UPPER + DIGITS, 10)} (imprimer le QR code)",
    )
    r.add(
        "plaque",
        f"La Clio : {plaque()}. Celle de Sophie : {plaque()}",
        f"Voiture garée devant le portail ce matin : {plaque()}, blanche",
        f"Constat avec le monsieur de la Peugeot {plaque()}, assurance n° {digits(9)}",
    )
    r.add(
        "telephone",
        f"Kiné : {tel()} / cabinet {tel(True)}",
        f"Numéros utiles\nSophie {tel()}\nThomas {tel()}\nMme Lafargue {tel(True)}",
        f"Le plombier a rappelé du {tel()}, il passe jeudi",
        f"Pharmacie de garde ce dimanche : {tel(True)}",
    )
    r.add(
        "dates_famille",
        f"Anniversaires : Léa {date(2012, 8)}, Hugo {date(2010, 5)}, Inès {date(2016, 4)}",
        f"Mariage de Sophie et Julien le {date(2008, 5)}, notre mariage le {date(1968, 8)}",
        f"Bernard né le {date(1944, 8)}, moi le {date(1946, 8)}",
    )
    r.add(
        "prix",
        f"Marché des Capucins : tomates {secrets.randbelow(3) + 2},{digits(2)} €/kg, douzaine d'huîtres n°3 {secrets.randbelow(6) + 9},{digits(1)}0 €",
        f"Devis lunettes : monture {secrets.randbelow(150) + 90} €, verres {secrets.randbelow(300) + 200} €, reste à charge {secrets.randbelow(90) + 10} €",
        f"Courses Leclerc du {date(2025, 1)} : {secrets.randbelow(120) + 40},{digits(2)} €",
    )
    r.add(
        "adresse",
        f"Chez Sophie : {secrets.randbelow(80) + 1} bis {secrets.choice(RUES)}, bât. {pick('A', 'B', 'C')}, esc. {secrets.randbelow(4) + 1}, {secrets.randbelow(6) + 1}e étage porte {secrets.randbelow(60) + 1}, 33000 Bordeaux",
        f"Nouvelle adresse de Thomas : {secrets.randbelow(120) + 1} {secrets.choice(RUES)}, appt {secrets.randbelow(40) + 1}{pick('A', 'B')}, 33400 Talence",
        f"Cabinet de radiologie : {secrets.randbelow(200) + 1} {secrets.choice(RUES)}, 2e étage, porte gauche",
        f"Gîte à Hossegor : {secrets.randbelow(40) + 1} allée des Pins, lot n°{secrets.randbelow(90) + 10}, 40150",
    )
    r.add(
        "recette",
        f"Canelés (recette de maman) : 1 l de lait, {pick('200', '250', '300')} g de sucre, {pick('100', '120')} g de farine, 2 œufs + 2 jaunes, {pick('40', '50')} g de beurre, 1 gousse de vanille, {pick('8', '10', '12')} cl de rhum. Four 250° 15 min puis 180° 1h",
        f"Pâte à crêpes pour {secrets.randbelow(4) + 4} : 250 g farine, 4 œufs, {pick('50', '60')} cl lait, 1 pincée de sel, 30 g beurre fondu",
        f"Entrecôte bordelaise : {secrets.randbelow(3) + 2} échalotes, 20 cl de vin rouge, 1 cuillère de moelle, cuisson {secrets.randbelow(3) + 3} min par face",
        f"Gâteau au yaourt de Léa : 1 pot yaourt, 2 pots sucre, 3 pots farine, 3 œufs, ½ pot huile, 1 sachet levure — 180° {pick('30', '35', '40')} min",
    )
    r.add(
        "loto",
        f"Loto du samedi {date(2025, 1)} : {loto()} chance {secrets.randbelow(10) + 1}",
        f"Bernard joue toujours les mêmes : {loto()}, numéro chance {secrets.randbelow(10) + 1}",
        f"Tirage du {date(2025, 1)} → {loto()} / {secrets.randbelow(10) + 1}. On avait 2 bons numéros.",
    )
    r.add(
        "euromillions",
        f"Euromillions mardi : {euro()}",
        f"Grille Euromillions de Bernard (vendredi {date(2025, 1)}) : {euro()} — perdu",
    )
    r.add(
        "tierce",
        f"Tiercé dimanche : {secrets.randbelow(16) + 1} - {secrets.randbelow(16) + 1} - {secrets.randbelow(16) + 1}, mise {secrets.randbelow(5) + 1} €",
        f"Quinté+ à Longchamp : Bernard a joué {' - '.join(str(n) for n in SR.sample(range(1, 19), 5))}",
    )
    r.add(
        "sncf_dossier",
        f"Train Bordeaux → Paris du {date(2024, 1)} : dossier {rnd(UPPER, 6)}, voiture {secrets.randbelow(18) + 1} places {secrets.randbelow(90) + 10} et {secrets.randbelow(90) + 10}",
        f"Retour de La Rochelle (voyage fait) — référence SNCF {rnd(UPPER, 6)}, {secrets.randbelow(50) + 20},{digits(2)} €",
        f"Demande de remboursement retard : dossier {rnd(UPPER, 6)}, train n° {digits(4, True)}, {secrets.randbelow(90) + 30} min de retard",
        f"Vacances de Pâques : aller {rnd(UPPER, 6)}, retour {rnd(UPPER, 6)} — billets déjà utilisés, garder pour les impôts de Thomas",
    )
    r.add(
        "ordonnance",
        f"Ordonnance Bernard : Kardégic 75 mg 1/jour, Amlodipine {pick('5', '10')} mg le matin, renouvellement le {date(2025, 1)}",
        f"Doliprane 1000 : 1 comprimé toutes les {pick('6', '8')} h, pas plus de 3 g par jour",
        f"Collyre 2 gouttes matin et soir pendant {secrets.randbelow(10) + 5} jours, ordonnance n° {digits(11)}",
    )
    r.add(
        "tension",
        f"Tension Bernard : {secrets.randbelow(4) + 12}/{secrets.randbelow(3) + 7} le matin, {secrets.randbelow(4) + 12}/{secrets.randbelow(3) + 7} le soir, pouls {secrets.randbelow(30) + 60}",
        f"Glycémie à jeun {date(2025, 1)} : 1,{digits(2)} g/l",
        f"Prise de sang : cholestérol LDL 1,{digits(2)}, TSH {secrets.randbelow(3) + 1},{digits(2)}, vitamine D {secrets.randbelow(30) + 15} ng/ml",
    )
    r.add(
        "mutuelle_adherent",
        f"Carte de mutuelle {annee(2025, 1)} : n° adhérent {digits(9)}, AMC {digits(8)}",
        f"Mutuelle — contrat {rnd(UPPER, 3)}{digits(7)}, cotisation {secrets.randbelow(80) + 90},{digits(2)} € par mois pour nous deux",
        f"Pour le dentiste : numéro d'adhérent {digits(10)}, code organisme {digits(9)}",
    )
    r.add(
        "caf_allocataire",
        f"Numéro allocataire CAF (à donner à l'assistante sociale) : {digits(7)}",
        f"Courrier de la CAF réf. {digits(7)}/{rnd(UPPER, 2)}{digits(4)} du {date()}",
    )
    r.add(
        "retraite_numero",
        f"Pension Carsat : n° de retraite {digits(11)}, versement le 9 du mois, {secrets.randbelow(800) + 1200},{digits(2)} €",
        f"Agirc-Arrco — dossier {digits(10)}, points {secrets.randbelow(5000) + 3000}",
    )
    r.add(
        "facture",
        f"Facture Darty n° {digits(10)} du {date()} — lave-vaisselle {secrets.randbelow(300) + 400} €, garantie 2 ans",
        f"Facture plombier n° F-{annee(2024, 2)}-{digits(4)}, {secrets.randbelow(600) + 150},{digits(2)} € TTC",
        f"Orange facture {rnd(UPPER, 2)}{digits(9)} du {date(2025, 1)} : {secrets.randbelow(40) + 30},{digits(2)} €",
    )
    r.add(
        "commande",
        f"Commande Amazon {digits(3)}-{digits(7)}-{digits(7)} (cartouches HP 304), livrée le {date(2025, 1)}",
        f"Commande La Redoute n° {digits(9)} — retour à faire avant le {date(2025, 1)}",
        f"Cadeau de Hugo commandé à la Fnac, commande {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "numero_serie",
        f"Lave-linge Bosch, modèle WAN{digits(5)}FF, n° de série {digits(6)}{rnd(UPPER + DIGITS, 8)}",
        f"Chaudière : numéro de série {rnd(UPPER, 2)}{digits(10)}, entretien annuel le {date(2025, 1)}",
        f"Appareil auditif de Bernard, série {rnd(UPPER + DIGITS, 9)} (oreille droite) et {rnd(UPPER + DIGITS, 9)} (gauche)",
    )
    r.add(
        "imei",
        f"IMEI du téléphone de Bernard (pour l'assurance) : {luhn('35', 15)}",
        f"Téléphone volé au marché : IMEI {luhn('86', 15)}, dépôt de plainte n° {digits(5)}/{annee(2025, 1)}",
    )
    r.add(
        "wifi_reference",
        f"Le Wi-Fi s'appelle Livebox-{hexs(4).upper()}, la clé est sur l'étiquette sous la box. Hugo sait où regarder.",
        f"Box Orange : adresse MAC {mac(':', True)}, numéro de série {rnd(UPPER + DIGITS, 12)} (pour le technicien)",
        f"Le répéteur wifi est dans le couloir, prise n°{secrets.randbelow(6) + 1}, bouton WPS à appuyer {secrets.randbelow(3) + 2} secondes",
    )
    r.add(
        "mdp_reference",
        f"Mot de passe impôts changé le {date(2025, 1)}, il est dans le carnet rouge (tiroir du bureau).",
        "Ameli : on se connecte avec France Connect, bouton impots.gouv, pas besoin d'autre mot de passe.",
        "La banque a envoyé un nouveau code par courrier, Bernard l'a appris par cœur et a déchiré la lettre.",
        f"Netflix : c'est Thomas qui paye et qui a le mot de passe, profil Papy créé le {date(2025, 1)}",
    )
    r.add(
        "code_reference",
        "Le digicode de chez Sophie a changé, elle nous l'envoie par SMS samedi.",
        f"Alarme : le technicien passe le {date(2025, 1)} à {heure()}, intervention n° {digits(8)}",
        f"Code postal de Caudéran 33200, code INSEE {digits(5)}, canton {secrets.randbelow(20) + 1}",
    )
    s = siren()
    r.add(
        "siret",
        f"Plombier : SIRET {luhn(s, 14)}, TVA FR{(12 + 3 * (int(s) % 97)) % 97:02d}{s}",
        f"Jardinier auto-entrepreneur, SIRET {luhn(siren(), 14)} — chèque emploi service n° {digits(7)}",
        f"Couvreur (entreprise Dubos) : SIREN {groups(siren(), 3)}, assurance décennale n° {digits(8)}",
    )
    r.add(
        "devis",
        f"Devis n° D{annee(2025, 1)}-{digits(4)} pour la salle de bain : {secrets.randbelow(6000) + 4000} € HT, acompte 30 %",
        f"Devis peinture volets {digits(6)} : {secrets.randbelow(12) + 6} volets, {secrets.randbelow(900) + 900} €, valable 3 mois",
    )
    r.add(
        "compteur",
        f"Index compteur d'eau le {date(2025, 1)} : {digits(5)} m³",
        f"Relevé Linky : HP {digits(6)} kWh, HC {digits(5)} kWh",
        f"Gaz : index {digits(5)} au {date(2025, 1)}, l'année dernière {digits(5)}",
    )
    r.add(
        "tailles",
        f"Tailles des petits : Léa {secrets.randbelow(3) + 12} ans, pointure {secrets.randbelow(5) + 34} ; Hugo taille {secrets.randbelow(3) + 14} ans, pointure {secrets.randbelow(5) + 38} ; Inès {secrets.randbelow(3) + 6} ans",
        f"Pull pour Bernard : taille {pick('L', 'XL')}, tour de poitrine {secrets.randbelow(15) + 100} cm",
    )
    r.add(
        "mesures",
        f"Rideaux du salon : {secrets.randbelow(100) + 180} × {secrets.randbelow(60) + 220} cm, tringle {secrets.randbelow(80) + 200} cm",
        f"Fenêtre de la chambre : L {secrets.randbelow(50) + 90} cm, H {secrets.randbelow(40) + 110} cm, allège {secrets.randbelow(30) + 80} cm",
        f"Place du buffet : {secrets.randbelow(60) + 140} cm de large, {secrets.randbelow(20) + 40} de profondeur",
    )
    r.add(
        "tricot",
        f"Bonnet pour Inès : monter {secrets.randbelow(20) + 80} mailles aiguilles 4, côtes 2/2 sur {secrets.randbelow(4) + 4} cm, puis jersey",
        f"Écharpe : rang {secrets.randbelow(50) + 10} sur {secrets.randbelow(100) + 120}, point mousse, laine n°{digits(4)} bain {digits(3)}",
    )
    r.add(
        "jardin",
        f"Tomates semées le {date(2025, 1)} : {secrets.randbelow(12) + 6} pieds de Marmande, {secrets.randbelow(6) + 2} cœur de bœuf, rang {secrets.randbelow(4) + 1}",
        f"Engrais 10-10-20 : {secrets.randbelow(40) + 30} g par m², tous les {secrets.randbelow(3) + 2} semaines",
    )
    r.add(
        "vaccin_lot",
        f"Vaccin grippe fait le {date(2025, 1)} à la pharmacie, lot {rnd(UPPER + DIGITS, 6)}",
        f"Rappel Covid de Bernard : Comirnaty lot {rnd(UPPER + DIGITS, 6)}, le {date(2024, 2)}",
        f"Vaccin zona : 1re dose lot {rnd(UPPER + DIGITS, 7)}, 2e dose prévue dans {secrets.randbelow(3) + 2} mois",
    )
    r.add(
        "billet_spectacle",
        f"Opéra de Bordeaux, Grand-Théâtre le {date(2025, 1)} : rang {rnd(UPPER, 1)}, places {secrets.randbelow(30) + 1} et {secrets.randbelow(30) + 1}, réservation {digits(8)}",
        f"Concert à l'Auditorium — billets n° {digits(12)} et {digits(12)}, catégorie 2",
        f"Match des Girondins : tribune {pick('Nord', 'Sud', 'Est')}, bloc {secrets.randbelow(40) + 1}, rang {secrets.randbelow(30) + 1}, siège {secrets.randbelow(50) + 1}",
    )
    r.add(
        "vol",
        f"Vol AF {digits(4, True)} Bordeaux → Nice le {date(2025, 1)}, départ {heure()}, terminal B, porte {secrets.randbelow(30) + 1}",
        f"Voyage à Lisbonne : vol TP {digits(3, True)} retour le {date(2025, 1)}, siège {secrets.randbelow(30) + 1}{pick('A', 'C', 'D', 'F')}",
    )
    r.add(
        "sinistre",
        f"Dégât des eaux : déclaration MAIF n° {digits(10)}, contrat habitation {digits(7)}{rnd(UPPER, 1)}",
        f"Sinistre auto n° {rnd(UPPER, 2)}{digits(8)} — expert le {date(2025, 1)} à {heure()}",
        f"Assurance de la maison : sociétaire {digits(7)}{rnd(UPPER, 1)}, franchise {secrets.randbelow(300) + 150} €",
    )
    r.add(
        "cheque",
        f"Chèque n° {digits(7)} de {secrets.randbelow(100) + 20},00 € à l'ordre du club de bridge",
        f"Chèques déposés le {date(2025, 1)} : n° {digits(7)} et {digits(7)}, bordereau {digits(6)}",
        f"Carnet de chèques commandé, premier n° {digits(7)}",
    )
    r.add(
        "carte_fidelite",
        f"Carte Leclerc n° {ean13('29')}, cagnotte {secrets.randbelow(30)},{digits(2)} €",
        f"Carte de fidélité de la pharmacie : {digits(10)}",
        f"Carte Carrefour de Bernard {ean13('20')} (Bernard la laisse toujours dans la voiture)",
    )
    r.add(
        "vin",
        f"Cave : casier {rnd(UPPER, 1)}{secrets.randbelow(9) + 1}, {secrets.randbelow(12) + 1} bouteilles de Pomerol {annee(2005, 15)}, {secrets.randbelow(6) + 1} Saint-Émilion {annee(2010, 10)}",
        f"Château acheté à la foire aux vins : {secrets.randbelow(12) + 6} bouteilles à {secrets.randbelow(20) + 8},{digits(1)}0 €, à boire avant {annee(2028, 10)}",
        f"Vin de Thomas pour Noël : Pessac-Léognan {annee(2012, 10)}, lot L{digits(5)}",
    )
    r.add(
        "medicament_cip",
        f"Boîte de Levothyrox : CIP {ean13('34009')}, lot {rnd(UPPER + DIGITS, 6)}, exp {secrets.randbelow(12) + 1:02d}/{27 + secrets.randbelow(3)}",
        f"Pharmacie : médicament commandé code {ean13('34009')}, à récupérer jeudi",
    )
    r.add(
        "bridge",
        f"Bridge du jeudi : donne {secrets.randbelow(24) + 1}, 4♠ +1 = 450, on finit à {secrets.randbelow(20) + 50} %",
        f"Licence FFB de Bernard {digits(8)}, classement 3e série {rnd(UPPER, 1)}",
        f"Tournoi du {date(2025, 1)} : table {secrets.randbelow(12) + 1}, NS, score {secrets.randbelow(300) + 1000} points",
    )
    r.add(
        "taux",
        f"Livret A {pick('2,4', '3', '1,7')} %, LDDS pareil, PEL à {pick('2', '2,25', '1')} % ouvert en {annee(2000, 20)}",
        f"Crédit voiture : {secrets.randbelow(15000) + 5000} € sur {secrets.randbelow(4) + 2} ans, TAEG {secrets.randbelow(5) + 3},{digits(2)} %, mensualité {secrets.randbelow(300) + 150} €",
    )
    r.add(
        "bus_horaires",
        f"Tram D arrêt Cauderan-Mairie : {secrets.randbelow(10) + 7}h{digits(2)[0]}2, puis toutes les {secrets.randbelow(6) + 5} min",
        f"Bus {secrets.randbelow(80) + 1} pour l'hôpital Pellegrin, ligne Liane {secrets.randbelow(9) + 1}, arrêt {secrets.randbelow(30) + 1}",
    )
    r.add(
        "isbn",
        f"Livre pour le club de lecture : ISBN {ean13('978')}, {secrets.randbelow(400) + 150} pages",
        f"Bernard veut le dernier Astérix, ISBN {ean13('978')}",
    )
    r.add(
        "peinture",
        f"Peinture des volets : RAL {pick('7016', '6021', '5024', '3004')}, {secrets.randbelow(3) + 1} pots de 2,5 l, réf. {digits(7)}",
        f"Couleur du salon chez Leroy Merlin : teinte {digits(4)}-{rnd(UPPER, 1)}{digits(2)}, code article {digits(8)}",
    )
    r.add(
        "numeros_utiles",
        f"Perte de carte bancaire : appeler le {tel(True)} (service opposition, 24h/24)",
        f"Urgences : SAMU 15, pompiers 18, médecin de garde {tel(True)}, SOS Médecins {tel(True)}",
        f"Dépannage Orange {tel(True)}, dossier technique n° {digits(9)}",
    )
    r.add(
        "code_promo",
        f"Dans Sud Ouest aujourd'hui : code promo ETE{digits(2)} à la jardinerie, -{secrets.randbelow(20) + 5} %",
        f"Bon de réduction Intermarché : {rnd(UPPER, 4)}{digits(2)} valable jusqu'au {date(2025, 1)}, écrit sur la pub",
    )
    r.add(
        "opposition",
        f"Carte volée au marché : opposition faite le {date(2025, 1)}, numéro d'opposition {digits(10)}",
        f"Opposition sur le chéquier, référence {rnd(UPPER, 3)}{digits(8)}, chèques n° {(first := 1_000_000 + secrets.randbelow(8_000_000))} à {first + 24}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout57.py", [
        ("heldout57_credentials.yaml", credentials(), "batch 57 (retired couple in Bordeaux, everyday French accounts and codes), written blind; every value synthetic"),
        ("heldout57_lookalikes.yaml", lookalikes(), "batch 57 look-alikes: numbers from French letters, bills, tickets, recipes and lottery slips, written blind"),
    ])


if __name__ == "__main__":
    main()
